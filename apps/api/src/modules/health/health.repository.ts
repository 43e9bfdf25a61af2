// The health check's one query: the database answers.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
