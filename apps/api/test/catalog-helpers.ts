// Shortcuts for catalogue tests.
import { type RawBuilder, sql } from 'kysely';
import type { TestApp } from './test-app.ts';

/** How many products the database holds where `where` holds: what the catalogue's own counts must agree with. */
export async function countProducts(t: TestApp, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from products where ${where}`.execute(
    t.db,
  );
  return rows[0]?.n ?? -1;
}
