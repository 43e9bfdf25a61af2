// The shop's order list and order page (docs/decisions/014-admin-orders-and-homepage.md): admins only; the list filters by status, searches by order id,
// customer and product, and counts per status; the detail offers exactly the status machine's next moves.

import type { AdminOrderDetail, AdminOrderList } from '@shop/shared/admin-orders.schemas';
import type { Order } from '@shop/shared/order.schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminsOnly, useAdmin } from '../../../test/admin-helpers.ts';
import {
  codOrder,
  type Shopper,
  setOrderStatus,
  shopper,
  stockedProduct,
  type TestProduct,
  useShopper,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

let product: TestProduct;
let other: TestProduct;

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);
const customer = useShopper(t);
beforeAll(async () => {
  product = await stockedProduct(t, 0, { stock: 1000 });
  other = await stockedProduct(t, 1, { stock: 1000 });
});

function asAdmin(request: InjectOptions) {
  return t.app.inject({ ...request, headers: boss.headers });
}

async function list(query: string): Promise<AdminOrderList> {
  const response = await asAdmin({ method: 'GET', url: `/api/admin/orders?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminOrderList;
}

/** Three orders of one new shopper, oldest first: processing, shipped, cancelled. */
async function threeOrders(): Promise<{ who: Shopper; orders: Order[] }> {
  const who = await shopper(t);
  const orders: Order[] = [];
  for (const status of ['processing', 'shipped', 'cancelled'] as const) {
    const order = await codOrder(t, who, [
      { product: product.id, quantity: 2 },
      { product: other.id, quantity: 1 },
    ]);
    await setOrderStatus(t, order._id, status);
    orders.push(order);
  }
  return { who, orders };
}

describe('admin order routes', () => {
  it('answer 401 without a token, 403 to a customer and 200 to an admin', async () => {
    const order = await codOrder(t, customer, [{ product: product.id, quantity: 1 }]);
    await setOrderStatus(t, order._id, 'delivered');
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/return-request`,
      headers: customer.headers,
      payload: { message: 'It arrived scratched.' },
    });
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/orders' },
      { method: 'GET', url: `/api/admin/orders/${order._id}` },
      { method: 'GET', url: '/api/admin/returns?open=true' },
      { method: 'POST', url: `/api/admin/returns/${order._id}/handled` },
      {
        method: 'PUT',
        url: `/api/admin/orders/${order._id}/status`,
        payload: { status: 'return accepted' },
      },
    ];
    for (const request of requests) {
      const allowed = await expectAdminsOnly(t, request, { customer, boss });
      expect(allowed.headers['cache-control'], `${request.method} ${request.url}`).toBe('no-store');
    }
  });
});

describe('GET /api/admin/orders', () => {
  it("finds a customer's orders by email, newest first, with the account, item count and counts", async () => {
    const { who, orders } = await threeOrders();
    const found = await list(`search=${encodeURIComponent(who.email)}`);
    expect(found.total).toBe(3);
    expect(found.pages).toBe(1);
    expect(found.orders.map((order) => order._id)).toEqual(orders.map((order) => order._id).reverse());
    expect(found.orders[0]).toMatchObject({
      orderStatus: 'cancelled',
      paymentMethod: 'cod',
      isPaid: false,
      itemCount: 3,
      total: orders[2]?.priceSummary.total,
      customer: { _id: who.userId, email: who.email, name: 'Asha' },
      returnRequest: null,
    });
    expect(found.counts).toEqual({
      processing: 1,
      shipped: 1,
      'out of delivery': 0,
      delivered: 0,
      cancelled: 1,
      'return accepted': 0,
      returned: 0,
      'refund accepted': 0,
      refunded: 0,
    });
  });

  it('filters by status while the counts still cover the whole search, and pages', async () => {
    const { who, orders } = await threeOrders();
    const email = encodeURIComponent(who.email);
    const shipped = await list(`search=${email}&status=shipped`);
    expect(shipped.orders.map((order) => order._id)).toEqual([orders[1]?._id]);
    expect(shipped.total).toBe(1);
    expect(shipped.counts.processing).toBe(1);
    expect(shipped.counts.cancelled).toBe(1);

    const firstPage = await list(`search=${email}&limit=2`);
    const secondPage = await list(`search=${email}&limit=2&page=2`);
    expect(firstPage).toMatchObject({ total: 3, pages: 2, page: 1 });
    expect(firstPage.orders).toHaveLength(2);
    expect(secondPage.orders.map((order) => order._id)).toEqual([orders[0]?._id]);
  });

  it('finds an order by the start of its id, by product name, and matches % literally', async () => {
    const { orders } = await threeOrders();
    const target = orders[0];
    if (!target) throw new Error('no order');
    const byId = await list(`search=${target._id.slice(0, 10)}`);
    expect(byId.orders.map((order) => order._id)).toEqual([target._id]);

    const byProduct = await list(`search=${encodeURIComponent(other.name)}&limit=100`);
    expect(byProduct.orders.map((order) => order._id)).toEqual(
      expect.arrayContaining(orders.map((order) => order._id)),
    );
    const whole = await list('limit=100');
    expect(byProduct.total).toBeLessThanOrEqual(whole.total);

    const nothing = await list(`search=${encodeURIComponent('%')}`);
    expect(nothing.total).toBe(0);
    expect(Object.values(nothing.counts).every((count) => count === 0)).toBe(true);
  });

  it('refuses an unknown status value', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/admin/orders?status=lost' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('gives the order, its account, no history yet, and the next moves of the status machine', async () => {
    const who = await shopper(t);
    const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);
    const response = await asAdmin({ method: 'GET', url: `/api/admin/orders/${order._id}` });
    const detail = response.json() as AdminOrderDetail;
    expect(detail.order).toEqual(order);
    expect(detail.customer).toEqual({ _id: who.userId, email: who.email, name: 'Asha' });
    expect(detail.history).toEqual([]);
    expect(detail.returnRequest).toBeNull();
    expect(detail.nextStatuses).toEqual(['shipped', 'cancelled']);

    await setOrderStatus(t, order._id, 'refunded');
    const done = (await asAdmin({ method: 'GET', url: `/api/admin/orders/${order._id}` })).json();
    expect((done as AdminOrderDetail).nextStatuses).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const response = await asAdmin({ method: 'GET', url: `/api/admin/orders/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
  });
});
