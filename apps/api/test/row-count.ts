// Counting rows in a test: what a request wrote, or (refused) left as it was.
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../src/db/database.ts';

/** How many rows `query` finds: `rowCount(t.db.selectFrom('orders').where('user_id', '=', id))`. */
export async function rowCount<Table extends keyof Database>(
  query: SelectQueryBuilder<Database, Table, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return row.count;
}
