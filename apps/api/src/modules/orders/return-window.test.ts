// The return window (docs/decisions/036-checkout-for-india.md, "One set of promises"): a return may be asked for
// until the end of the day RETURN_WINDOW_DAYS after the delivery day, in India's calendar; later, 409 with the day
// it closed, and nothing is stored or mailed.
import { deliveryDayText } from '@shop/shared/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codOrder,
  type Shopper,
  shopper,
  stockedProduct,
  type TestProduct,
} from '../../../test/order-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const DAY_MS = 86_400_000;

let shop: TestApp;
let longer: TestApp;
const products = new Map<TestApp, TestProduct>();
beforeAll(async () => {
  [shop, longer] = await Promise.all([
    createTestApp({ template: 'demo' }),
    createTestApp({ template: 'demo', env: { RETURN_WINDOW_DAYS: '30' } }),
  ]);
  for (const t of [shop, longer]) products.set(t, await stockedProduct(t, 0, { stock: 1000 }));
});
afterAll(async () => {
  await Promise.all([shop?.close(), longer?.close()]);
});

/** A shopper's order, delivered `daysAgo` days before now. */
async function deliveredDaysAgo(
  t: TestApp,
  daysAgo: number,
): Promise<{ who: Shopper; id: string; at: Date }> {
  const who = await shopper(t);
  const product = products.get(t);
  if (!product) throw new Error('no product');
  const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  await t.db
    .updateTable('orders')
    .set({ order_status: 'delivered', delivered_at: at })
    .where('id', '=', order._id)
    .execute();
  return { who, id: order._id, at };
}

function requestReturn(t: TestApp, who: Shopper, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/return-request`,
    headers: who.headers,
    payload: { message: 'It does not fit.' },
  });
}

/** "Wed, 2 Dec": the delivery day in India plus `days`, as order dates are written. */
function closingDay(deliveredAt: Date, days: number): string {
  const india = new Date(deliveredAt.getTime() + 330 * 60_000 + days * DAY_MS);
  return deliveryDayText(india.toISOString().slice(0, 10));
}

async function storedRequests(t: TestApp, orderId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('order_return_requests')
    .select('order_id')
    .where('order_id', '=', orderId)
    .execute();
  return rows.length;
}

describe('the return window', () => {
  it('takes a request on the last day of the 7 days after delivery', async () => {
    const { who, id } = await deliveredDaysAgo(shop, 7);
    const response = await requestReturn(shop, who, id);
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedRequests(shop, id)).toBe(1);
  });

  it('refuses a request once the 7 days are over, naming the day the window closed', async () => {
    const { who, id, at } = await deliveredDaysAgo(shop, 8);
    const response = await requestReturn(shop, who, id);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: `The 7-day return window for this order closed on ${closingDay(at, 7)}.` },
    ]);
    expect(await storedRequests(shop, id)).toBe(0);
  });

  it('follows RETURN_WINDOW_DAYS: 30 days take a request after 8 days and refuse one after 31', async () => {
    const inside = await deliveredDaysAgo(longer, 8);
    expect((await requestReturn(longer, inside.who, inside.id)).statusCode).toBe(201);
    const outside = await deliveredDaysAgo(longer, 31);
    const response = await requestReturn(longer, outside.who, outside.id);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: `The 30-day return window for this order closed on ${closingDay(outside.at, 30)}.` },
    ]);
  });
});
