import { useSearchParams } from 'react-router';
import { AdminTable, ListView } from '../shell/admin-table.tsx';
import { AdminHeading, AdminSelect, Pager } from '../shell/admin-ui.tsx';
import { useAuditLog } from './api/get-audit.ts';
import { AuditEntryRow } from './audit-entry-row.tsx';

/** The kinds of record the back office changes (the API accepts any name). */
const ENTITIES = [
  { value: 'product', label: 'Products' },
  { value: 'order', label: 'Orders' },
  { value: 'homepage', label: 'Homepage' },
  { value: 'user', label: 'Users' },
] as const;

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity') ?? undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useAuditLog({ entity, page });

  const go = (next: { entity?: string | undefined; page?: number }) => {
    const updated = new URLSearchParams();
    const nextEntity = 'entity' in next ? next.entity : entity;
    if (nextEntity) updated.set('entity', nextEntity);
    if (next.page && next.page > 1) updated.set('page', String(next.page));
    setParams(updated, { replace: true });
  };

  return (
    <div>
      <AdminHeading title="Audit log" />
      <AdminSelect
        label="Record"
        className="mb-4 max-w-xs"
        value={entity ?? ''}
        onChange={(event) => go({ entity: event.target.value || undefined })}
      >
        <option value="">All records</option>
        {ENTITIES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </AdminSelect>
      <ListView query={log} isEmpty={(data) => data.entries.length === 0} empty="No changes recorded yet.">
        {(data) => (
          <>
            <AdminTable
              head={
                <>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Record</th>
                  <th scope="col">
                    <span className="sr-only">Details</span>
                  </th>
                </>
              }
            >
              {data.entries.map((entry) => (
                <AuditEntryRow key={entry._id} entry={entry} />
              ))}
            </AdminTable>
            <Pager page={data.page} pages={data.pages} onPage={(next) => go({ page: next })} />
          </>
        )}
      </ListView>
    </div>
  );
}
