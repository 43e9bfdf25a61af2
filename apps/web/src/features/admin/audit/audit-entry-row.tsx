// One audit entry: when, who, what, on which record, and on demand the record before and after the change.
import type { AuditEntry } from '@shop/shared/audit.schemas';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { formatTimestamp } from '../../../lib/format.ts';
import { rowActionClass } from '../shell/admin-ui.tsx';

function Snapshot({ title, label, value }: { title: string; label: string; value: unknown }) {
  return (
    <div className="min-w-0 flex-1">
      <h3 className="mb-1 text-xs font-bold uppercase tracking-wide text-slate-600">{title}</h3>
      {/* Focusable, so a keyboard can scroll a long snapshot. */}
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100"
      >
        <pre>{value === null || value === undefined ? '(nothing)' : JSON.stringify(value, null, 2)}</pre>
      </section>
    </div>
  );
}

export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const Icon = open ? ChevronDown : ChevronRight;
  return (
    <>
      <tr>
        <td className="whitespace-nowrap">
          <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
        </td>
        <td className="break-all">{entry.actor ? (entry.actor.email ?? entry.actor._id) : 'Command line'}</td>
        <td className="font-mono text-xs">{entry.action}</td>
        <td>
          {entry.entity} <span className="break-all font-mono text-xs text-slate-600">{entry.entityId}</span>
        </td>
        <td>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
            className={rowActionClass}
          >
            <Icon aria-hidden="true" className="h-3.5 w-3.5" />
            Details
          </button>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        {open && (
          <td colSpan={5} className="bg-slate-50">
            <div className="flex flex-col gap-3 lg:flex-row">
              <Snapshot
                title="Before"
                label={`${entry.entity} before ${entry.action}`}
                value={entry.before}
              />
              <Snapshot title="After" label={`${entry.entity} after ${entry.action}`} value={entry.after} />
            </div>
          </td>
        )}
      </tr>
    </>
  );
}
