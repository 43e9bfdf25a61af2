// Cash-on-delivery orders and reading orders, against a real PostgreSQL with the demo catalogue (docs/product.md#orders-pages,
// docs/product.md#checkout-totals): server prices and totals, conditional stock, cart clean-up, ownership, no half writes.
import { ADDRESS_MESSAGES } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import {
  archiveProduct,
  countRows,
  expectedTotals,
  personalInfo,
  placeCod,
  type Shopper,
  shippingInfo,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });

function addToCart(token: { authorization: string }, productId: string, quantity: number, filters = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: token,
    payload: { productId, quantity, filters },
  });
}

/** One unit line (or `quantity`) of a product, ordered cash on delivery with an Idempotency-Key. */
function placeWithKey(who: Shopper, key: string, productId: string, quantity = 1) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': key },
    payload: {
      paymentMethod: 'cod',
      personalInfo,
      shippingInfo,
      orderItems: [{ product: productId, quantity }],
    },
  });
}

describe('placing a cash-on-delivery order', () => {
  it('prices every line on the server and ignores the prices the browser sent', async () => {
    const who = await shopper(t);
    const plain = await stockedProduct(t, 0, { stock: 20 });
    const optioned = await stockedProduct(t, 0, { stock: 20, options: true });
    const choice = optioned.filters[0];
    const secondValue = choice?.values[1] ?? '';
    const lines = [
      { product: plain, quantity: 2 },
      { product: optioned, quantity: 1, filters: { [choice?.name ?? '']: secondValue } },
    ];
    const response = await placeCod(t, who, [
      { product: plain.id, quantity: 2, filters: {}, price: 1, discountPrice: 1 },
      { product: optioned.id, quantity: 1, filters: lines[1]?.filters, price: 0.01 },
    ]);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { success: true; message: string; order: Order };
    expect(body.success).toBe(true);
    expect(body.message).toBe(MESSAGES.orderPlacedCod);
    expect(body.order.priceSummary).toEqual(expectedTotals(lines));
    expect(body.order.orderItems[0]?.price).toBeGreaterThan(1);
    expect(body.order).toMatchObject({
      orderStatus: 'processing',
      isPaid: false,
      paymentMethod: 'cod',
      personalInfo,
      shippingInfo,
      paymentInfo: { method: 'cod', status: 'pending', razorpayOrderId: null, paidAt: null },
      cancelReason: null,
    });
    expect(body.order.statusTimestamps.processedAt).toEqual(expect.any(String));
    expect(body.order.statusTimestamps.shippedAt).toBeNull();
    expect(body.order.orderItems[1]?.filters[choice?.name ?? '']).toBe(secondValue);
    // The answer is built without reading the order back: it must be exactly what a read gives.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${body.order._id}`,
      headers: who.headers,
    });
    expect(read.json()).toEqual(body.order);
  });

  it('answers 409 "Prices have changed" when the server total is above the shown one, and writes nothing', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 1, { stock: 10 });
    const before = await countRows(t, 'orders');
    const right = expectedTotals([{ product, quantity: 1 }]).total;

    const response = await placeCod(t, who, [{ product: product.id, quantity: 1 }], {
      priceSummary: { total: right - 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.pricesChanged });
    expect(await countRows(t, 'orders')).toBe(before);
    expect(await stockOf(t, product.id)).toBe(10);

    const matching = await placeCod(t, who, [{ product: product.id, quantity: 1 }], {
      priceSummary: { total: right },
    });
    expect(matching.statusCode).toBe(201);
  });

  it('places the order at the server total when the shown total is higher (free shipping it did not know)', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 13, { stock: 10 });
    const expected = expectedTotals([{ product, quantity: 1 }]);
    // A client that knows nothing of the free-shipping threshold adds the shipping cost the server waived.
    const shown = expected.total + 99;

    const response = await placeCod(t, who, [{ product: product.id, quantity: 1 }], {
      priceSummary: { total: shown },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { order: Order }).order.priceSummary).toEqual(expected);
    expect(await stockOf(t, product.id)).toBe(9);
  });

  it('takes the stock and removes only the ordered lines from the cart', async () => {
    const who = await shopper(t);
    const ordered = await stockedProduct(t, 2, { stock: 10 });
    const kept = await stockedProduct(t, 3, { stock: 10 });
    expect((await addToCart(who.headers, ordered.id, 3)).statusCode).toBe(200);
    expect((await addToCart(who.headers, kept.id, 1)).statusCode).toBe(200);

    const response = await placeCod(t, who, [{ product: ordered.id, quantity: 3 }]);
    expect(response.statusCode).toBe(201);
    expect(await stockOf(t, ordered.id)).toBe(7);
    expect(await stockOf(t, kept.id)).toBe(10);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expect(cart.json().items.map((item: { product: { _id: string } }) => item.product._id)).toEqual([
      kept.id,
    ]);
  });

  it('refuses more than the stock with 409 and the units left, and writes nothing', async () => {
    const who = await shopper(t);
    const scarce = await stockedProduct(t, 4, { stock: 2 });
    const plenty = await stockedProduct(t, 5, { stock: 10 });
    const before = await countRows(t, 'orders');

    // Two lines of the same product count together against its stock.
    const response = await placeCod(t, who, [
      { product: plenty.id, quantity: 1 },
      { product: scarce.id, quantity: 2 },
      { product: scarce.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.outOfStock(scarce.name, 2) });
    expect(await countRows(t, 'orders')).toBe(before);
    expect(await stockOf(t, scarce.id)).toBe(2);
    expect(await stockOf(t, plenty.id)).toBe(10);
  });

  it('makes one order for one Idempotency-Key, however often and however concurrently it is sent', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 10, { stock: 30 });
    const key = 'checkout-0123456789abcdef';
    const send = () => placeWithKey(who, key, product.id, 2);

    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const id = (first.json() as { order: Order }).order._id;
    // The answer was lost; the shopper tries again, then again from several tabs at once.
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      message: MESSAGES.orderPlacedCod,
      order: { _id: id },
    });
    const together = await Promise.all(Array.from({ length: 8 }, send));
    expect(together.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await stockOf(t, product.id)).toBe(28);
    const mine = await t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute();
    expect(mine.map((order) => order.id)).toEqual([id]);

    // Another shopper's key of the same text is theirs alone.
    const other = await shopper(t);
    const theirs = await placeWithKey(other, key, product.id);
    expect(theirs.statusCode).toBe(201);
    expect((theirs.json() as { order: Order }).order._id).not.toBe(id);
  });

  it('makes new keys race for the same scarce units: exactly one order each, never a doubled one', async () => {
    const product = await stockedProduct(t, 11, { stock: 3 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopper(t)));
    const answers = await Promise.all(
      shoppers.flatMap((who, n) =>
        // Each shopper sends their one checkout twice at once, as a double click on a slow network would.
        [0, 1].map(() => placeWithKey(who, `double-click-${n}-0123456789`, product.id)),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(
      statuses.every((status) => [200, 201, 409].includes(status)),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(await stockOf(t, product.id)).toBe(0);
    const orders = await t.db
      .selectFrom('order_items')
      .select('order_id')
      .where('product_id', '=', product.id)
      .execute();
    expect(orders).toHaveLength(3);
  });

  it('refuses a malformed Idempotency-Key with 400 and makes nothing', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 12, { stock: 5 });
    const before = await countRows(t, 'orders');
    const response = await placeWithKey(who, "short'; drop table orders;--", product.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Idempotency-Key/);
    expect(await countRows(t, 'orders')).toBe(before);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('answers 404 for an unknown product and 400 for an unknown option', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 6, { stock: 10 });
    const unknown = await placeCod(t, who, [{ product: 'f'.repeat(24), quantity: 1 }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.productNotFound });
    const badOption = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: { Nope: 'x' } }]);
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().message).toBe('Unknown option "Nope"');
  });

  it('refuses an archived product like an unknown one, for orders and online checkouts, taking no stock', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 7, { stock: 10 });
    await archiveProduct(t, product.id);
    const ordersBefore = await countRows(t, 'orders');
    const refused = await placeCod(t, who, [{ product: product.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: MESSAGES.productNotFound });
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: { amount: 1, personalInfo, shippingInfo, orderItems: [{ product: product.id, quantity: 1 }] },
    });
    expect(hold.statusCode).toBe(404);
    expect(await countRows(t, 'orders')).toBe(ordersBefore);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('answers 400 with a message for bad input', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 7, { stock: 10 });
    const line = [{ product: product.id, quantity: 1 }];
    const cases: [string, Record<string, unknown>, string][] = [
      ['no items', { orderItems: [] }, 'No items to order'],
      ['bad phone', { shippingInfo: { ...shippingInfo, phone: '12ab' } }, ADDRESS_MESSAGES.phone],
      [
        'missing first name',
        { personalInfo: { ...personalInfo, firstName: ' ' } },
        MESSAGES.firstNameRequired,
      ],
      [
        'zero quantity',
        { orderItems: [{ product: product.id, quantity: 0 }] },
        'Quantity must be at least 1',
      ],
    ];
    for (const [name, change, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: who.headers,
        payload: { paymentMethod: 'cod', personalInfo, shippingInfo, orderItems: line, ...change },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toBe(message);
    }
    const noMethod = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.headers,
      payload: { personalInfo, shippingInfo, orderItems: line },
    });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toEqual(expect.any(String));
  });

  it('answers 401 without a token on every order route', async () => {
    for (const [method, url] of [
      ['POST', '/api/orders'],
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${'a'.repeat(24)}`],
      ['GET', '/api/orders/v1/getKey'],
      ['POST', '/api/orders/v1/payment/process'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('reading orders', () => {
  it("answers the shopper's own orders as a bare list, newest first, and each order itself", async () => {
    const [asha, ravi] = [await shopper(t), await shopper(t)];
    const product = await stockedProduct(t, 8, { stock: 10 });
    const first = (await placeCod(t, asha, [{ product: product.id, quantity: 1 }])).json().order as Order;
    const second = (await placeCod(t, asha, [{ product: product.id, quantity: 2 }])).json().order as Order;
    const others = (await placeCod(t, ravi, [{ product: product.id, quantity: 1 }])).json().order as Order;

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: asha.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    // docs/product.md#api: GET /api/orders answers the list itself, and GET /api/orders/{id} the order itself.
    expect(Array.isArray(list.json())).toBe(true);
    expect((list.json() as Order[]).map((order) => order._id)).toEqual([second._id, first._id]);
    expect((list.json() as Order[])[1]).toEqual(first);

    const own = await t.app.inject({ method: 'GET', url: `/api/orders/${first._id}`, headers: asha.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(first);

    for (const id of [others._id, 'not-an-id', 'f'.repeat(24)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: asha.headers });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.orderNotFoundTitle });
    }
  });

  it('never exposes the payment signature', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 9, { stock: 10 });
    await placeCod(t, who, [{ product: product.id, quantity: 1 }]);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expect(list.body).not.toContain('ignature');
  });
});

describe('the OpenAPI document', () => {
  it('shows GET /api/orders as a list of orders and GET /api/orders/{id} as the order itself', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = (path: string) => doc.paths[path].get.responses['200'].content['application/json'].schema;
    expect(answer('/api/orders').type).toBe('array');
    expect(answer('/api/orders').items.required).toEqual(expect.arrayContaining(['_id', 'orderItems']));
    expect(answer('/api/orders/{id}').type).toBe('object');
    expect(answer('/api/orders/{id}').required).toEqual(
      expect.arrayContaining(['_id', 'orderStatus', 'priceSummary']),
    );
  });
});

describe('payment key', () => {
  it('gives the sandbox key and checkout script', async () => {
    const who = await shopper(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/v1/getKey',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      key: t.config.payment.keyId,
      checkoutScript: expect.any(String),
      sandbox: true,
    });
  });
});
