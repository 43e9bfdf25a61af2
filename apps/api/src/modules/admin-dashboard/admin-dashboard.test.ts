// The back office's dashboard (docs/decisions/014-admin-orders-and-homepage.md) against a known set of orders: counts, 30 days of revenue in the shop's
// time zone (cancelled orders and older days left out, empty days 0), the newest orders and the low-stock list.

import { type AdminDashboard, RECENT_ORDERS_LIMIT, REVENUE_DAYS } from '@shop/shared/admin-dashboard.schemas';
import type { OrderStatus } from '@shop/shared/order-status';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { admin, expectAdminsOnly, useAdmin } from '../../../test/admin-helpers.ts';
import { archiveProduct, codOrder, shopper, stockedProduct } from '../../../test/order-helpers.ts';
import { rowCount } from '../../../test/row-count.ts';
import { useTestApp } from '../../../test/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** India has no daylight saving: its calendar day is UTC shifted by 5 h 30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);

function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

async function dashboard(): Promise<AdminDashboard> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: boss.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminDashboard;
}

describe('GET /api/admin/dashboard', () => {
  it('answers 401 without a token, 403 to a customer and 200 to an admin', async () => {
    const customer = await shopper(t);
    const url = '/api/admin/dashboard';
    const allowed = await expectAdminsOnly(t, { method: 'GET', url }, { customer, boss });
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('matches a known set of orders', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 0, { stock: 1000 });
    const now = Date.now();
    // Days ago, total in paise, status. Two orders today, one cancelled today, one 31 days ago (outside).
    const plan: { daysAgo: number; total: number; status: OrderStatus }[] = [
      { daysAgo: 0, total: 100_00, status: 'processing' },
      { daysAgo: 0, total: 250_50, status: 'delivered' },
      { daysAgo: 0, total: 999_00, status: 'cancelled' },
      { daysAgo: 3, total: 40_00, status: 'shipped' },
      { daysAgo: 29, total: 12_00, status: 'refunded' },
      { daysAgo: 30, total: 77_00, status: 'processing' },
      { daysAgo: 31, total: 55_00, status: 'delivered' },
      { daysAgo: 7, total: 1_00, status: 'cancelled' },
      { daysAgo: 1, total: 5_00, status: 'out of delivery' },
    ];
    const placed: { id: string; at: Date }[] = [];
    for (const [index, entry] of plan.entries()) {
      const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);
      // A second apart, so "newest first" is well defined; the day stays the same in the shop's calendar.
      const at = new Date(now - entry.daysAgo * DAY_MS - index * 1000);
      // created_at is never updated by the shop's code (its column type says so): a test sets it in SQL.
      await sql`update orders set created_at = ${at}, total = ${entry.total}, order_status = ${entry.status}
        where id = ${order._id}`.execute(t.db);
      placed.push({ id: order._id, at });
    }

    const board = await dashboard();
    const days = board.revenue.days;
    expect(board.revenue.timeZone).toBe('Asia/Kolkata');
    expect(days).toHaveLength(REVENUE_DAYS);
    expect(days.at(-1)?.date).toBe(istDate(new Date(now)));
    expect(days[0]?.date).toBe(istDate(new Date(now - (REVENUE_DAYS - 1) * DAY_MS)));
    const byDate = new Map(days.map((day) => [day.date, day]));
    const on = (daysAgo: number) => byDate.get(istDate(new Date(now - daysAgo * DAY_MS)));
    expect(on(0)).toMatchObject({ revenue: 350.5, orders: 2 });
    expect(on(1)).toMatchObject({ revenue: 5, orders: 1 });
    expect(on(3)).toMatchObject({ revenue: 40, orders: 1 });
    expect(on(7)).toMatchObject({ revenue: 0, orders: 0 });
    expect(on(29)).toMatchObject({ revenue: 12, orders: 1 });
    expect(on(2)).toMatchObject({ revenue: 0, orders: 0 });
    expect(board.revenue.total).toBe(407.5);
    expect(days.filter((day) => day.orders > 0)).toHaveLength(4);

    expect(board.counts.orders.total).toBe(plan.length);
    expect(board.counts.orders.byStatus).toMatchObject({
      processing: 2,
      shipped: 1,
      'out of delivery': 1,
      delivered: 2,
      cancelled: 2,
      refunded: 1,
      returned: 0,
    });

    const newest = [...placed].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, RECENT_ORDERS_LIMIT);
    expect(board.recentOrders.map((order) => order._id)).toEqual(newest.map((order) => order.id));
    expect(board.recentOrders[0]).toMatchObject({
      total: 100,
      orderStatus: 'processing',
      customer: { _id: who.userId, email: who.email },
    });
  });

  it('counts products, archived apart, and customers', async () => {
    const before = await dashboard();
    const product = await stockedProduct(t, 5);
    await archiveProduct(t, product.id);
    await shopper(t);
    await admin(t);
    const after = await dashboard();
    expect(after.counts.products).toEqual({
      live: before.counts.products.live - 1,
      archived: before.counts.products.archived + 1,
    });
    expect(after.counts.customers).toBe(before.counts.customers + 1);
    const stored = await rowCount(t.db.selectFrom('products'));
    expect(after.counts.products.live + after.counts.products.archived).toBe(stored);
  });

  it('lists live products with at most 5 units, fewest first, at most 10', async () => {
    await t.db.updateTable('products').set({ count_in_stock: 100 }).execute();
    const [empty, few, edge, enough, archived] = await Promise.all(
      [10, 11, 12, 13, 14].map((index) => stockedProduct(t, index)),
    );
    if (!empty || !few || !edge || !enough || !archived) throw new Error('missing products');
    const stock = (id: string, count: number) =>
      t.db.updateTable('products').set({ count_in_stock: count }).where('id', '=', id).execute();
    await stock(empty.id, 0);
    await stock(few.id, 3);
    await stock(edge.id, 5);
    await stock(enough.id, 6);
    await stock(archived.id, 1);
    await archiveProduct(t, archived.id);

    const { lowStock } = await dashboard();
    expect(lowStock.map((p) => [p._id, p.countInStock])).toEqual([
      [empty.id, 0],
      [few.id, 3],
      [edge.id, 5],
    ]);
    expect(lowStock[0]).toMatchObject({ name: empty.name, category: expect.any(String) });

    await t.db.updateTable('products').set({ count_in_stock: 0 }).where('archived_at', 'is', null).execute();
    expect((await dashboard()).lowStock).toHaveLength(10);
  });
});
