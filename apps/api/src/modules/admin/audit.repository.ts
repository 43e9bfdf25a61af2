// The back office's audit log (docs/decisions/013-shop-admin.md): each admin change is recorded, in the
// transaction that makes it, with who did it and the record before and after.
import type { AuditQuery } from '@shop/shared/audit.schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pageOffset } from '../../lib/paging.ts';

export interface AuditRecord {
  /** The admin's user id; null for the command line. */
  actorId: string | null;
  /** `product.create`, `product.update`, `product.archive`, `product.restore`, `product.delete`, `user.role`… */
  action: string;
  entity: string;
  entityId: string;
  /** JSON-serialisable snapshots; null when there was nothing before (created) or after (deleted). */
  before: unknown;
  after: unknown;
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Pass the transaction of the change, so the entry exists exactly when the change does. */
export async function recordAudit(trx: Db, record: AuditRecord): Promise<void> {
  await recordAudits(trx, [record]);
}

export async function recordAudits(trx: Db, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await trx
    .insertInto('audit_log')
    .values(
      records.map((record) => ({
        actor_id: record.actorId,
        action: record.action,
        entity: record.entity,
        entity_id: record.entityId,
        before: jsonOrNull(record.before),
        after: jsonOrNull(record.after),
      })),
    )
    .execute();
}

/** One page of the log, newest first, with the number of entries (of that entity when given). */
export async function auditPage(db: Db, query: AuditQuery) {
  let entries = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.actor_id as actorId',
      'u.email as actorEmail',
      'a.action',
      'a.entity',
      'a.entity_id as entityId',
      'a.before',
      'a.after',
      'a.created_at as createdAt',
    ]);
  let count = db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('total'));
  if (query.entity) {
    entries = entries.where('a.entity', '=', query.entity);
    count = count.where('entity', '=', query.entity);
  }
  const [rows, { total }] = await Promise.all([
    entries.orderBy('a.id', 'desc').offset(pageOffset(query.page, query.limit)).limit(query.limit).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total };
}

/** One audited change of a product: its snapshots (the admin product shape) and who made it. */
export interface ProductChange {
  before: unknown;
  after: unknown;
  /** Null for the command line, or an account deleted since. */
  actorEmail: string | null;
}

/**
 * The audited changes of each product after the version given for it, oldest first (docs/decisions/019): what
 * another admin changed since a form was loaded or a file exported. Snapshots carry the version the product had.
 */
export async function productChangesSince(
  db: Db,
  seen: readonly { id: string; version: number }[],
): Promise<Map<string, ProductChange[]>> {
  const changes = new Map<string, ProductChange[]>();
  if (seen.length === 0) return changes;
  const { rows } = await sql<{
    entityId: string;
    before: unknown;
    after: unknown;
    actorEmail: string | null;
  }>`
    select a.entity_id as "entityId", a.before, a.after, u.email as "actorEmail"
    from unnest(${seen.map((s) => s.id)}::text[], ${seen.map((s) => s.version)}::int[]) as s(id, version)
    join audit_log a on a.entity = 'product' and a.entity_id = s.id
    left join users u on u.id = a.actor_id
    where (a.after ->> 'version')::int > s.version
    order by a.id`.execute(db);
  for (const { entityId, ...change } of rows) {
    const list = changes.get(entityId) ?? [];
    list.push(change);
    changes.set(entityId, list);
  }
  return changes;
}
