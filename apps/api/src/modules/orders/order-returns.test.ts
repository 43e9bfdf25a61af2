// Return or refund requests, POST /api/orders/{id}/return-request (docs/product.md#orders-actions, docs/decisions/012-order-actions.md): delivered orders only, one
// per order, the shopper's message stored and shown on the order (list and details), confirmed by mail.
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { ORDER_STATUSES } from '@shop/shared/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codOrder,
  mailsTo,
  type Shopper,
  setOrderStatus,
  shopper,
  stockedProduct,
  type TestProduct,
} from '../../../test/order-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp({ template: 'demo' });
  product = await stockedProduct(t, 0, { stock: 1000 });
});
afterAll(async () => {
  await t.close();
});

function requestReturn(
  who: Shopper,
  orderId: string,
  payload: unknown = { message: 'The screen is cracked.' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/return-request`,
    headers: who.headers,
    payload: payload as Record<string, unknown>,
  });
}

async function deliveredOrder(who: Shopper): Promise<Order> {
  const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);
  await setOrderStatus(t, order._id, 'delivered');
  return order;
}

describe('a return request', () => {
  it('is stored with its time for a delivered order and shown on the order', async () => {
    const who = await shopper(t);
    const order = await deliveredOrder(who);
    const before = Date.now();

    const response = await requestReturn(who, order._id, { message: '  The screen is cracked.  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { message: string; order: Order };
    expect(body.message).toBe(ORDER_MESSAGES.returnRequested);
    expect(body.order.orderStatus).toBe('delivered');
    expect(body.order.returnRequest?.message).toBe('The screen is cracked.');
    const requestedAt = Date.parse(body.order.returnRequest?.requestedAt ?? '');
    expect(requestedAt).toBeGreaterThanOrEqual(before - 1000);

    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect(read.json().returnRequest).toEqual(body.order.returnRequest);
    const stored = await t.db
      .selectFrom('order_return_requests')
      .select(['user_id', 'message', 'handled_at'])
      .where('order_id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: who.userId, message: 'The screen is cracked.', handled_at: null });
  });

  it('is accepted once per order: the second is 409 and keeps the first message', async () => {
    const who = await shopper(t);
    const order = await deliveredOrder(who);
    const [first, second] = await Promise.all([
      requestReturn(who, order._id, { message: 'first' }),
      requestReturn(who, order._id, { message: 'second' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const again = await requestReturn(who, order._id, { message: 'third' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: ORDER_MESSAGES.returnAlreadyRequested },
    ]);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect(['first', 'second']).toContain(read.json().returnRequest.message);
  });

  for (const status of ORDER_STATUSES.filter((candidate) => candidate !== 'delivered')) {
    it(`is refused for a ${status} order with 409`, async () => {
      const who = await shopper(t);
      const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);
      await setOrderStatus(t, order._id, status);
      const response = await requestReturn(who, order._id);
      expect([response.statusCode, response.json()]).toEqual([
        409,
        { message: ORDER_MESSAGES.returnOnlyDelivered },
      ]);
    });
  }

  it.each([
    ['blank', { message: '  ' }],
    ['missing', {}],
    ['over 2000 characters', { message: 'x'.repeat(2001) }],
  ])('refuses a %s message with 400 and stores nothing', async (_name, payload) => {
    const who = await shopper(t);
    const order = await deliveredOrder(who);
    expect((await requestReturn(who, order._id, payload)).statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect(read.json().returnRequest).toBeNull();
  });

  it('is 404 for an unknown or malformed order id', async () => {
    const who = await shopper(t);
    for (const id of ['0'.repeat(24), 'nope']) {
      const response = await requestReturn(who, id);
      expect([response.statusCode, response.json()]).toEqual([404, { message: MESSAGES.orderNotFoundTitle }]);
    }
  });

  it('is mailed back to the shopper with their message quoted and escaped', async () => {
    const who = await shopper(t);
    const order = await deliveredOrder(who);
    expect((await requestReturn(who, order._id, { message: 'Wrong <b>size</b> & colour' })).statusCode).toBe(
      201,
    );

    const mails = await mailsTo(t, who.email, 2);
    const mail = mails.find((candidate) => candidate.subject.includes('return request'));
    expect(mail?.text).toContain('“Wrong <b>size</b> & colour”');
    expect(mail?.text).toContain('within 2 business days');
    expect(mail?.html).toContain('Wrong &lt;b&gt;size&lt;/b&gt; &amp; colour');
  });

  it('shows on every order of the list, null where none was sent', async () => {
    const who = await shopper(t);
    const asked = await deliveredOrder(who);
    const quiet = await deliveredOrder(who);
    expect((await requestReturn(who, asked._id, { message: 'Broken' })).statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    const orders = list.json() as Order[];
    expect(orders.map((order) => order._id)).toEqual([quiet._id, asked._id]);
    expect(orders.map((order) => order.returnRequest?.message ?? null)).toEqual([null, 'Broken']);
  });
});
