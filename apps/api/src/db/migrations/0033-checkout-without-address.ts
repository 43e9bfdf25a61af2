// A checkout opened by the spec's amount-only payment/process has no address or personal details until the
// shopper's POST /api/orders brings them (docs/decisions/036-checkout-for-india.md): both may be null meanwhile.
// No order is ever made from a checkout without them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pending_checkouts alter column personal_info drop not null`.execute(db);
  await sql`alter table pending_checkouts alter column shipping_info drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from pending_checkouts where personal_info is null or shipping_info is null`.execute(db);
  await sql`alter table pending_checkouts alter column personal_info set not null`.execute(db);
  await sql`alter table pending_checkouts alter column shipping_info set not null`.execute(db);
}
