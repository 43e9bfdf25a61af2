// Sale-day checkout: many shoppers place cash-on-delivery orders at once for a few products, then the stock
// invariant is checked: for every product, units left + units sold during the run = units at the start.
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/database.ts';
import { newId } from '../../apps/api/src/lib/ids.ts';
import { personalInfo, shippingInfo } from '../../apps/api/test/order-fixtures.ts';
import { type LoadResult, runLoad } from './load.ts';

export interface CheckoutResult extends LoadResult {
  ordersPerSecond: number;
  placed: number;
  soldOut: number;
  unitsAtStart: number;
  unitsSold: number;
  /** Units for which stock + sold differs from the start: must be 0. */
  oversold: number;
}

async function createShoppers(db: Db, count: number, secret: string): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = newId();
    return {
      id,
      email: `${id}@bench.example`,
      first_name: 'Asha',
      auth_method: 'google' as const,
      oidc_subject: `bench-${id}`,
      password_hash: null,
    };
  });
  await db.insertInto('users').values(rows).execute();
  const key = new TextEncoder().encode(secret);
  const expires = Math.floor(Date.now() / 1000) + 3600;
  return Promise.all(
    rows.map((row) =>
      new SignJWT({ userId: row.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(expires)
        .sign(key),
    ),
  );
}

/** Units left and units ever ordered, per product, read in one snapshot (orders may still be committing). */
async function stockAndSold(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { stock: number; sold: number }>> {
  const { rows } = await sql<{ id: string; stock: number; sold: number }>`
    select p.id, p.count_in_stock as stock,
      (select coalesce(sum(quantity), 0)::int from order_items i where i.product_id = p.id) as sold
    from products p where p.id = any(${[...ids]})`.execute(db);
  return new Map(rows.map((row) => [row.id, { stock: row.stock, sold: row.sold }]));
}

/**
 * `products` plain products (no options) get `units` each, one of them only a tenth of that so it sells out
 * mid-run and the conditional stock update is tested under contention.
 */
export async function runCheckout(options: {
  base: string;
  db: Db;
  secret: string;
  shoppers: number;
  products: number;
  units: number;
  connections: number;
  seconds: number;
}): Promise<CheckoutResult> {
  const { db } = options;
  const picked = await db
    .selectFrom('products')
    .select('id')
    .where('archived_at', 'is', null)
    .where(sql<boolean>`jsonb_array_length(filters) = 0`)
    .orderBy('id')
    .limit(options.products)
    .execute();
  const ids = picked.map((row) => row.id);
  const initial = new Map(ids.map((id, i) => [id, i === 0 ? Math.ceil(options.units / 10) : options.units]));
  for (const [id, units] of initial) {
    await db.updateTable('products').set({ count_in_stock: units }).where('id', '=', id).execute();
  }
  const before = await stockAndSold(db, ids);
  const tokens = await createShoppers(db, options.shoppers, options.secret);

  let next = 0;
  const result = await runLoad({
    label: 'COD order',
    base: options.base,
    paths: ['/api/orders'],
    method: 'POST',
    connections: options.connections,
    seconds: options.seconds,
    build: () => {
      next++;
      const token = tokens[next % tokens.length];
      const product = ids[next % ids.length];
      return {
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({
          paymentMethod: 'cod',
          personalInfo,
          shippingInfo,
          orderItems: [{ product, quantity: 1, filters: {} }],
        }),
      };
    },
  });

  const after = await stockAndSold(db, ids);
  let unitsSold = 0;
  let oversold = 0;
  for (const [id, now] of after) {
    const sold = now.sold - (before.get(id)?.sold ?? 0);
    unitsSold += sold;
    // Units sold beyond the start (or lost): zero when stock + sold = initial for every product.
    oversold += Math.abs(now.stock + sold - (initial.get(id) ?? 0));
  }
  const placed = result.statuses['201'] ?? 0;
  return {
    ...result,
    ordersPerSecond: placed / options.seconds,
    placed,
    soldOut: result.statuses['409'] ?? 0,
    unitsAtStart: [...initial.values()].reduce((a, b) => a + b, 0),
    unitsSold,
    oversold,
  };
}

/**
 * Waits until the shop's job queue has nothing waiting, running or due for a retry now (the orders' mails and
 * purchase orders), at most `timeoutMs`; gives the seconds it took and the jobs still left then. A job waiting out
 * its back-off (a supplier's webhook that did not answer) is not work the machine is doing.
 */
export async function drainJobs(db: Db, timeoutMs: number): Promise<{ seconds: number; left: number }> {
  const started = performance.now();
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where state in ('created', 'active') or (state = 'retry' and start_after <= now())`.execute(db);
    const left = rows[0]?.n ?? 0;
    const elapsed = performance.now() - started;
    if (left === 0 || elapsed > timeoutMs) return { seconds: elapsed / 1000, left };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
