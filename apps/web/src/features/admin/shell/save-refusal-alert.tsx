// The alert over a long admin form when the server refuses a save (docs/decisions/019-admin-edits-never-undo-sales.md):
// its message, the issues the form could not put by a field, and, when the record changed since the form was loaded,
// a button that reloads its current values. It takes the focus each time a refusal comes, since the save button is
// at the foot of the form.
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { AdminButton } from './admin-ui.tsx';

export interface SaveRefusal {
  message: string;
  /** Issues listed under the message (each once). */
  details: readonly string[];
  /** 409: the record changed since the form was loaded; nothing was saved. */
  stale: boolean;
}

export function SaveRefusalAlert({
  refusal,
  onReload,
}: {
  refusal: SaveRefusal;
  /** Refills the form with the record's current values; offered only for a stale refusal. */
  onReload?: (() => Promise<void>) | undefined;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  const [reloading, setReloading] = useState(false);

  // A new refusal object for each refused save: each one is brought into view and focus.
  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  const details = [...new Set(refusal.details)];
  return (
    <div ref={alertRef} tabIndex={-1} className="scroll-mt-4 outline-none">
      <FormAlert>
        <p className="font-semibold">{refusal.message}</p>
        {details.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {details.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {refusal.stale && onReload && (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
            <AdminButton variant="secondary" disabled={reloading} onClick={reload}>
              {reloading ? 'Reloading…' : 'Reload current values'}
            </AdminButton>
            <span>Your unsaved changes on this page will be replaced.</span>
          </div>
        )}
      </FormAlert>
    </div>
  );
}
