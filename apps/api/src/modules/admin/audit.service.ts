// Admins page through the audit log newest first (docs/decisions/013-shop-admin.md); entries are written by
// audit.repository.ts in the transaction of each change.
import type { AuditEntry, AuditList, AuditQuery } from '@shop/shared/audit.schemas';
import type { Db } from '../../db/database.ts';
import { pageFigures } from '../../lib/paging.ts';
import { auditPage } from './audit.repository.ts';

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditList> {
  const { rows, total } = await auditPage(db, query);
  return {
    entries: rows.map(
      (row): AuditEntry => ({
        _id: String(row.id),
        actor: row.actorId === null ? null : { _id: row.actorId, email: row.actorEmail },
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    ...pageFigures(total, query.page, query.limit),
  };
}
