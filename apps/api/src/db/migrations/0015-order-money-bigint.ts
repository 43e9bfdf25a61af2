// Order-side money as bigint (docs/decisions/017-limits-on-one-visitor.md): an order's totals are sums of up to 50 lines, each up to MAX_PRICE ×
// quantity, which can pass the 2^31 paise (₹2.1 crore) an integer column holds; the insert then failed with a
// 500. The order-value cap (docs/decisions/017) refuses such orders first; bigint makes sure a larger cap
// chosen by a shop owner, or a refund or payment amount, can never overflow. Product prices stay integer: one
// unit is at most MAX_PRICE (₹10 lakh), far below the limit, and their columns carry the catalogue triggers.
import { type Kysely, sql } from 'kysely';

const COLUMNS: Record<string, string[]> = {
  orders: ['subtotal', 'savings', 'shipping_cost', 'total'],
  order_items: ['price', 'original_price', 'shipping_cost'],
  pending_checkouts: ['amount'],
  sandbox_orders: ['amount'],
  sandbox_payments: ['amount', 'amount_refunded'],
  sandbox_refunds: ['amount'],
};

async function setType(db: Kysely<unknown>, type: 'bigint' | 'integer'): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    const changes = columns.map((column) => sql`alter column ${sql.ref(column)} type ${sql.raw(type)}`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setType(db, 'bigint');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setType(db, 'integer');
}
