// A cash-on-delivery order may be committed while its answer is lost (a dropped connection, a server killed
// between commit and reply). The browser sends the same Idempotency-Key when it asks again, and this unique
// index turns the repeat into the order already made instead of a second one (docs/reliability.md).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column idempotency_key text`.execute(db);
  await sql`
    create unique index orders_user_idempotency_key on orders (user_id, idempotency_key)
    where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_user_idempotency_key`.execute(db);
  await sql`alter table orders drop column if exists idempotency_key`.execute(db);
}
