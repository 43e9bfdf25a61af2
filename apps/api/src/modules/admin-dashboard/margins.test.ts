// The dashboard's margins (docs/decisions/028-delivery-estimates-and-margins.md) against orders placed through the
// real order functions: revenue (after promotions) and cost from what the lines kept, per day and per supplier;
// cancelled and returned orders and older days left out; lines without a cost price as "cost unknown"; and the
// products priced below cost.
import type { AdminDashboard } from '@shop/shared/admin-dashboard.schemas';
import { toRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import type { OrderStatus } from '@shop/shared/order-status';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../../../test/admin-helpers.ts';
import { LIFTED_ORDER_LIMITS_ENV } from '../../../test/lifted-limits.ts';
import {
  archiveProduct,
  codOrder,
  personalInfo,
  placeCod,
  shopper,
  stockedProduct,
} from '../../../test/order-helpers.ts';
import { freshCode, insertPromotion } from '../../../test/promotion-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const t = useTestApp({ template: 'demo', env: LIFTED_ORDER_LIMITS_ENV });
const boss = useAdmin(t);

async function supplier(name: string): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('suppliers')
    .values({ id, name, contact_email: `${id}@example.com`, processing_days: 1, ships_from_pin: '560001' })
    .execute();
  return id;
}

async function supply(productId: string, supplierId: string | null, costPrice: number | null) {
  await t.db
    .updateTable('products')
    .set({ supplier_id: supplierId, cost_price: costPrice })
    .where('id', '=', productId)
    .execute();
}

async function dashboard(): Promise<AdminDashboard> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: boss.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminDashboard;
}

/** Unit price (paise) each product's line was sold at. */
async function linePrice(orderId: string, productId: string): Promise<number> {
  const row = await t.db
    .selectFrom('order_items')
    .select('price')
    .where('order_id', '=', orderId)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.price;
}

describe('margins on the dashboard', () => {
  it('match a known set of orders, per day and per supplier', async () => {
    const who = await shopper(t);
    const [acme, bharat] = await Promise.all([supplier('Acme Wholesale'), supplier('Bharat Traders')]);
    const [p1, p2, p3] = await Promise.all([0, 1, 2].map((i) => stockedProduct(t, i, { stock: 1000 })));
    if (!p1 || !p2 || !p3) throw new Error('missing products');
    await supply(p1.id, acme, 100_00);
    await supply(p2.id, bharat, 50_25);
    await supply(p3.id, null, null);

    const now = Date.now();
    const plan: { daysAgo: number; status: OrderStatus; lines: { product: string; quantity: number }[] }[] = [
      {
        daysAgo: 0,
        status: 'processing',
        lines: [
          { product: p1.id, quantity: 2 },
          { product: p3.id, quantity: 1 },
        ],
      },
      { daysAgo: 3, status: 'delivered', lines: [{ product: p2.id, quantity: 3 }] },
      // Left out: a cancelled order, one on the return path, and one before the 30 days.
      { daysAgo: 0, status: 'cancelled', lines: [{ product: p1.id, quantity: 5 }] },
      { daysAgo: 1, status: 'refunded', lines: [{ product: p2.id, quantity: 4 }] },
      { daysAgo: 2, status: 'returned', lines: [{ product: p2.id, quantity: 4 }] },
      { daysAgo: 30, status: 'delivered', lines: [{ product: p1.id, quantity: 7 }] },
    ];
    const orders: string[] = [];
    for (const entry of plan) {
      const order = await codOrder(t, who, entry.lines);
      const at = new Date(now - entry.daysAgo * DAY_MS);
      await sql`update orders set created_at = ${at}, order_status = ${entry.status} where id = ${order._id}`.execute(
        t.db,
      );
      orders.push(order._id);
    }
    // A later cost change does not rewrite what was sold.
    await supply(p1.id, acme, 1_00);

    const [first, second] = orders as [string, string];
    const price1 = await linePrice(first, p1.id);
    const price3 = await linePrice(first, p3.id);
    const price2 = await linePrice(second, p2.id);
    const percent = (margin: number, revenue: number) => Math.round((margin / revenue) * 1000) / 10;

    const { margins } = await dashboard();
    expect(margins.days).toHaveLength(30);
    const byDate = new Map(margins.days.map(({ date, ...figures }) => [date, figures]));
    const on = (daysAgo: number) => byDate.get(istDate(new Date(now - daysAgo * DAY_MS)));
    expect(on(0)).toEqual({
      revenue: toRupees(2 * price1 + price3),
      cost: 200,
      margin: toRupees(2 * price1 - 200_00),
      marginPercent: percent(2 * price1 - 200_00, 2 * price1),
      unknownCostRevenue: toRupees(price3),
    });
    expect(on(3)).toEqual({
      revenue: toRupees(3 * price2),
      cost: 150.75,
      margin: toRupees(3 * price2 - 150_75),
      marginPercent: percent(3 * price2 - 150_75, 3 * price2),
      unknownCostRevenue: 0,
    });
    const empty = { revenue: 0, cost: 0, margin: null, marginPercent: null, unknownCostRevenue: 0 };
    expect(on(1)).toEqual(empty);
    expect(on(2)).toEqual(empty);

    const costed = 2 * price1 + 3 * price2;
    expect(margins.total).toEqual({
      revenue: toRupees(costed + price3),
      cost: 350.75,
      margin: toRupees(costed - 350_75),
      marginPercent: percent(costed - 350_75, costed),
      unknownCostRevenue: toRupees(price3),
    });

    const bySupplier = new Map(margins.suppliers.map(({ name, ...figures }) => [name, figures]));
    expect(bySupplier.get('Acme Wholesale')).toEqual({
      supplierId: acme,
      revenue: toRupees(2 * price1),
      cost: 200,
      margin: toRupees(2 * price1 - 200_00),
      marginPercent: percent(2 * price1 - 200_00, 2 * price1),
      unknownCostRevenue: 0,
    });
    expect(bySupplier.get('Bharat Traders')).toMatchObject({ supplierId: bharat, cost: 150.75 });
    // Sold without a cost price: its revenue is "cost unknown", never a 100% margin.
    expect(bySupplier.get('No supplier')).toEqual({
      supplierId: null,
      revenue: toRupees(price3),
      cost: 0,
      margin: null,
      marginPercent: null,
      unknownCostRevenue: toRupees(price3),
    });
    expect(margins.suppliers).toHaveLength(3);
    const revenues = margins.suppliers.map((row) => row.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
  });

  it('count what the shopper paid: a line’s share of a coupon comes off its revenue and its margin', async () => {
    const who = await shopper(t);
    const wholesaler = await supplier('Coupon Wholesale');
    const product = await stockedProduct(t, 3, { stock: 100 });
    await supply(product.id, wholesaler, 100_00);
    // ₹50 off the order (decision 038): one line, so all of it is that line's discount.
    const code = freshCode('MARGIN');
    await insertPromotion(t.db, { code, action: 'amount', amount: 50_00 });
    const response = await placeCod(t, who, [{ product: product.id, quantity: 2, filters: {} }], {
      personalInfo: { ...personalInfo, email: who.email },
      couponCode: code,
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = (response.json() as { order: Order }).order;
    expect(order.priceSummary.discount).toBe(50);
    const paid = 2 * (await linePrice(order._id, product.id)) - 50_00;

    const { margins } = await dashboard();
    const percent = Math.round(((paid - 200_00) / paid) * 1000) / 10;
    expect(margins.suppliers.find((row) => row.supplierId === wholesaler)).toEqual({
      supplierId: wholesaler,
      name: 'Coupon Wholesale',
      revenue: toRupees(paid),
      cost: 200,
      margin: toRupees(paid - 200_00),
      marginPercent: percent,
      unknownCostRevenue: 0,
    });
  });

  it('flag live products whose cost is above their lowest price, options included', async () => {
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'display_price'])
      .orderBy('id')
      .offset(10)
      .limit(4)
      .execute();
    const [dear, even, archived, unknown] = rows;
    if (!dear || !even || !archived || !unknown) throw new Error('missing products');
    await supply(dear.id, null, dear.display_price + 1);
    await supply(even.id, null, even.display_price);
    await supply(archived.id, null, archived.display_price + 500);
    await archiveProduct(t, archived.id);
    await supply(unknown.id, null, null);

    // A product priced by its options: the cheapest choice of each priced option, summed.
    const optioned = await stockedProduct(t, 0, { options: true });
    const cheapest = optioned.filters
      .filter((filter) => filter.priceAdjustments.length > 0)
      .map((filter) =>
        Math.min(...filter.priceAdjustments.map((a) => (a.discountPrice > 0 ? a.discountPrice : a.price))),
      )
      .reduce((sum, price) => sum + price, 0);
    await supply(optioned.id, null, cheapest + 300);

    const { belowCost } = (await dashboard()).margins;
    const ids = belowCost.map((product) => product._id);
    expect(ids).toContain(dear.id);
    expect(ids).toContain(optioned.id);
    expect(ids).not.toContain(even.id);
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(unknown.id);
    expect(belowCost.find((product) => product._id === dear.id)).toEqual({
      _id: dear.id,
      name: expect.any(String),
      supplierName: null,
      costPrice: toRupees(dear.display_price + 1),
      lowestPrice: toRupees(dear.display_price),
    });
    expect(belowCost.find((product) => product._id === optioned.id)?.lowestPrice).toBe(toRupees(cheapest));
    // Worst first.
    expect(ids.indexOf(optioned.id)).toBeLessThan(ids.indexOf(dear.id));

    await supply(optioned.id, null, cheapest);
    expect((await dashboard()).margins.belowCost.map((product) => product._id)).not.toContain(optioned.id);
  });
});
