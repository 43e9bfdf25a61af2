// The shop's order list and dashboard (docs/decisions/014) read every shopper's orders newest first, optionally of
// one status, and the last 30 days' revenue by creation date: indexes for those reads, so neither sorts the
// whole orders table.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_created on orders (created_at desc, id desc)`.execute(db);
  await sql`create index orders_status_created on orders (order_status, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_status_created`.execute(db);
  await sql`drop index if exists orders_created`.execute(db);
}
