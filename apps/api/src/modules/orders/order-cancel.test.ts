// The shopper's cancel, PUT /api/orders/{id}/cancel (docs/product.md#orders-actions): a reason is
// required, only processing, shipped and out of delivery orders can be cancelled, stock comes back exactly once
// even when two cancels race, and another shopper's order is as unknown as a missing one. After dispatch the
// cancel is a request, completed when the parcel is back (docs/decisions/031).
import { COD_MESSAGES } from '@shop/shared/cod';
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { canTransition, ORDER_STATUSES } from '@shop/shared/order-status';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin-helpers.ts';
import { jobsSettled } from '../../../test/job-helpers.ts';
import {
  codOrder,
  codOrderOf,
  mailsTo,
  paidOrder,
  type Shopper,
  setOrderStatus,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/seed.ts';

const t = useTestApp({ template: 'demo' });

function cancel(
  who: Shopper | undefined,
  orderId: string,
  payload: unknown = { cancelReason: 'Ordered by mistake' },
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/cancel`,
    ...(who && { headers: who.headers }),
    payload: payload as Record<string, unknown>,
  });
}

async function refundsOf(paymentId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('sandbox_refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .execute();
  return rows.length;
}

const CANCELLABLE = ORDER_STATUSES.filter((status) => canTransition(status, 'cancelled'));
const FINAL = ORDER_STATUSES.filter((status) => !canTransition(status, 'cancelled'));

describe('cancelling an order', () => {
  it('is allowed from exactly processing, shipped and out of delivery', () => {
    expect(CANCELLABLE).toEqual(['processing', 'shipped', 'out of delivery']);
  });

  it('from processing: answers the cancelled order, keeps the reason and puts the stock back', async () => {
    {
      const { who, product, order } = await codOrderOf(t, 0, { stock: 10, quantity: 3 });
      expect(await stockOf(t, product.id)).toBe(7);

      const response = await cancel(who, order._id, { cancelReason: '  Found it cheaper elsewhere ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json() as { message: string; order: Order };
      expect(body.message).toBe(MESSAGES.orderCancelled);
      expect(body.order).toMatchObject({
        _id: order._id,
        orderStatus: 'cancelled',
        cancelReason: 'Found it cheaper elsewhere',
        isPaid: false,
        returnRequest: null,
      });
      expect(body.order.statusTimestamps.cancelledAt).not.toBeNull();
      expect(await stockOf(t, product.id)).toBe(10);

      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: who.headers,
      });
      expect(read.json()).toEqual(body.order);
    }
  });

  // docs/decisions/031: the parcel is with the courier, so a cancel is a request until it is back.
  (['shipped', 'out of delivery'] as const).forEach((status, index) => {
    it(`from ${status}: a paid order is refunded and restocked once, only when the parcel is back`, async () => {
      const who = await shopper(t);
      const boss = await admin(t);
      const product = await stockedProduct(t, 60 + index, { stock: 10 });
      const order = await paidOrder(t, who, [{ product, quantity: 2 }]);
      await setOrderStatus(t, order._id, status);
      expect(await stockOf(t, product.id)).toBe(8);

      const response = await cancel(who, order._id, { cancelReason: 'Delivery time is too long' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { message: string; order: Order };
      expect(body.message).toBe(COD_MESSAGES.cancelRequested);
      expect(body.order).toMatchObject({
        orderStatus: status,
        cancelRequest: { reason: 'Delivery time is too long' },
        paymentInfo: { status: 'captured' },
      });
      await jobsSettled(t);
      expect(await stockOf(t, product.id)).toBe(8);
      expect(await refundsOf(order.paymentInfo?.razorpayPaymentId ?? '')).toBe(0);

      const back = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/returned-to-origin`,
        headers: boss.headers,
        payload: {},
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({
        order: { orderStatus: 'cancelled', cancelReason: 'Delivery time is too long' },
      });
      await jobsSettled(t);
      expect(await stockOf(t, product.id)).toBe(10);
      expect(await refundsOf(order.paymentInfo?.razorpayPaymentId ?? '')).toBe(1);
    });
  });

  it('a cancel after dispatch refunds nothing for a parcel the shopper took: the order is not returned to origin', async () => {
    const who = await shopper(t);
    const boss = await admin(t);
    const [kept, refused] = await Promise.all([
      stockedProduct(t, 72, { stock: 10 }),
      stockedProduct(t, 73, { stock: 10 }),
    ]);
    const supplierOf = new Map([
      [kept.id, DEMO_SUPPLIERS.sandbox.id],
      [refused.id, DEMO_SUPPLIERS.mailOnly.id],
    ]);
    for (const [productId, supplierId] of supplierOf) {
      await t.db
        .updateTable('products')
        .set({ supplier_id: supplierId })
        .where('id', '=', productId)
        .execute();
    }
    const order = await paidOrder(t, who, [
      { product: kept, quantity: 1 },
      { product: refused, quantity: 1 },
    ]);
    const purchaseOrders = await t.db
      .selectFrom('purchase_orders')
      .select(['id', 'supplier_id as supplierId'])
      .where('order_id', '=', order._id)
      .execute();
    const report = (productId: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/purchase-orders/${purchaseOrders.find((po) => po.supplierId === supplierOf.get(productId))?.id}/report`,
        headers: boss.headers,
        payload: body,
      });
    for (const product of [kept, refused]) {
      const shipped = await report(product.id, {
        status: 'shipped',
        carrier: 'Delhivery',
        trackingNumber: product.id,
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
    }
    expect((await cancel(who, order._id)).json()).toMatchObject({ message: COD_MESSAGES.cancelRequested });
    // The shopper takes one parcel at the door and refuses the other.
    expect((await report(kept.id, { status: 'delivered' })).json()).toMatchObject({ outcome: 'applied' });
    expect((await report(refused.id, { status: 'returned_to_origin' })).json()).toMatchObject({
      outcome: 'applied',
      orderStatus: 'shipped',
    });

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/returned-to-origin`,
      headers: boss.headers,
      payload: {},
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: COD_MESSAGES.partlyDelivered });
    await jobsSettled(t);
    expect(await refundsOf(order.paymentInfo?.razorpayPaymentId ?? '')).toBe(0);
    expect([await stockOf(t, kept.id), await stockOf(t, refused.id)]).toEqual([9, 9]);
  });

  FINAL.forEach((status, index) => {
    it(`from ${status}: 409 "${ORDER_MESSAGES.notCancellable}", nothing changes`, async () => {
      const { who, product, order } = await codOrderOf(t, 10 + index, { stock: 10, quantity: 2 });
      await setOrderStatus(t, order._id, status);

      const response = await cancel(who, order._id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: ORDER_MESSAGES.notCancellable });
      expect(await stockOf(t, product.id)).toBe(8);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: who.headers,
      });
      expect(read.json()).toMatchObject({ orderStatus: status, cancelReason: null });
    });
  });

  for (const round of [1, 2, 3, 4, 5]) {
    it(`twice at once restocks once: one 200, one 409 (round ${round})`, async () => {
      const who = await shopper(t);
      const product = await stockedProduct(t, 20 + round, { stock: 10 });
      const order = await codOrder(t, who, [
        { product: product.id, quantity: 2 },
        { product: product.id, quantity: 1 },
      ]);
      expect(await stockOf(t, product.id)).toBe(7);

      const responses = await Promise.all([cancel(who, order._id), cancel(who, order._id)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await stockOf(t, product.id)).toBe(10);
      // And a late third one changes nothing either.
      expect((await cancel(who, order._id)).statusCode).toBe(409);
      expect(await stockOf(t, product.id)).toBe(10);
    });
  }

  it('skips a line whose product has left the catalogue and restocks the rest', async () => {
    const who = await shopper(t);
    const kept = await stockedProduct(t, 30, { stock: 10 });
    const gone = await stockedProduct(t, 31, { stock: 10 });
    const order = await codOrder(t, who, [
      { product: kept.id, quantity: 1 },
      { product: gone.id, quantity: 1 },
    ]);
    // The product row is gone for the order: its line names an id no product has.
    const missingId = 'f'.repeat(24);
    await t.db
      .updateTable('order_items')
      .set({ product_id: missingId })
      .where('product_id', '=', gone.id)
      .execute();

    expect((await cancel(who, order._id)).statusCode).toBe(200);
    expect(await stockOf(t, kept.id)).toBe(10);
    expect(await stockOf(t, gone.id)).toBe(9);
  });

  it('mails the shopper the cancellation with the reason and the items, escaping the reason', async () => {
    const { who, order } = await codOrderOf(t, 32, { stock: 10 });
    expect((await cancel(who, order._id, { cancelReason: '<i>Too slow</i>' })).statusCode).toBe(200);

    const mails = await mailsTo(t, who.email, 2);
    const mail = mails.find((candidate) => candidate.subject.includes('cancelled'));
    expect(mail?.text).toContain(order._id);
    expect(mail?.text).toContain('Reason: <i>Too slow</i>');
    expect(mail?.text).toContain(`1 × ${order.orderItems[0]?.name}`);
    expect(mail?.text).not.toContain('refund');
    expect(mail?.html).toContain('&lt;i&gt;Too slow&lt;/i&gt;');
    expect(mail?.html).not.toContain('<i>');
  });
});

describe('cancel reasons', () => {
  it.each([
    ['blank', { cancelReason: '   ' }, MESSAGES.selectCancelReason],
    ['empty', { cancelReason: '' }, MESSAGES.selectCancelReason],
    ['missing', {}, undefined],
    ['not text', { cancelReason: 7 }, undefined],
    ['over 500 characters', { cancelReason: 'x'.repeat(501) }, undefined],
  ])('refuses a %s reason with 400 and leaves the order alone', async (_name, payload, message) => {
    const { who, order } = await codOrderOf(t, 40, { stock: 100 });

    const response = await cancel(who, order._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(message ?? expect.any(String));
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect(read.json().orderStatus).toBe('processing');
  });
});

describe("another shopper's order", () => {
  it('is 404 "Order not found" to read, cancel and return, and stays untouched', async () => {
    const owner = await shopper(t);
    const stranger = await shopper(t);
    const product = await stockedProduct(t, 41, { stock: 10 });
    const order = await codOrder(t, owner, [{ product: product.id, quantity: 1 }]);
    const notFound = { message: MESSAGES.orderNotFoundTitle };

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: stranger.headers,
    });
    expect([read.statusCode, read.json()]).toEqual([404, notFound]);
    const cancelled = await cancel(stranger, order._id);
    expect([cancelled.statusCode, cancelled.json()]).toEqual([404, notFound]);
    await setOrderStatus(t, order._id, 'delivered');
    const returned = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/return-request`,
      headers: stranger.headers,
      payload: { message: 'Broken' },
    });
    expect([returned.statusCode, returned.json()]).toEqual([404, notFound]);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: owner.headers,
    });
    expect(mine.json()).toMatchObject({
      orderStatus: 'delivered',
      returnRequest: null,
      cancelReason: null,
    });
  });

  it('is 404 like a missing or malformed id, and 401 without a token', async () => {
    const who = await shopper(t);
    for (const id of ['0'.repeat(24), 'nope', '%20']) {
      const response = await cancel(who, id);
      expect([response.statusCode, response.json()], id).toEqual([
        404,
        { message: MESSAGES.orderNotFoundTitle },
      ]);
    }
    expect((await cancel(undefined, '0'.repeat(24))).statusCode).toBe(401);
  });
});
