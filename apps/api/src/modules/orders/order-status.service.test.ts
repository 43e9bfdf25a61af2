// The server's status machine (docs/product.md#orders-statuses), driven directly as the shop's admin routes will drive it: every
// move of ORDER_STATUSES × ORDER_STATUSES is either made (status set, its timestamp stamped once, history kept)
// or refused with 409 and nothing changed; a shopper may only cancel, and only their own order.
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import {
  canTransition,
  ORDER_STATUSES,
  type OrderStatus,
  STATUS_TIMESTAMP_FIELDS,
} from '@shop/shared/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { STEPS_TO_REFUND } from '../../../test/order-fixtures.ts';
import {
  codOrder,
  codOrderOf,
  mailsTo,
  ordersDepsOf,
  paidOrder,
  type Shopper,
  sandboxOf,
  setOrderStatus,
  shopper,
  stockedProduct,
  stockOf,
  type TestProduct,
} from '../../../test/order-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../lib/app-error.ts';
import { changeOrderStatus, type StatusActor } from './order-status.service.ts';
import type { OrdersDeps } from './orders.deps.ts';

const shop: StatusActor = { kind: 'shop', adminId: 'admin-1' };

let t: TestApp;
let deps: OrdersDeps;
let who: Shopper;
let product: TestProduct;
beforeAll(async () => {
  // One shopper places an order for each of the ~80 moves: the limit on orders per account is lifted.
  t = await createTestApp({
    template: 'demo',
    rateLimits: { placeOrder: { perSubject: { limit: 1000, windowSeconds: 60 } } },
  });
  deps = ordersDepsOf(t);
  who = await shopper(t);
  product = await stockedProduct(t, 0, { stock: 1000 });
});
afterAll(async () => {
  await t.close();
});

async function orderIn(status: OrderStatus): Promise<Order> {
  const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);
  await setOrderStatus(t, order._id, status);
  return order;
}

async function stored(orderId: string) {
  return t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('every move of the shop', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const field = STATUS_TIMESTAMP_FIELDS[to];
      if (canTransition(from, to)) {
        it(`moves ${from} → ${to}, stamping ${field} and keeping the history`, async () => {
          const order = await orderIn(from);
          const moved = await changeOrderStatus(deps, { orderId: order._id, to, actor: shop });
          expect(moved.orderStatus).toBe(to);
          expect(moved.statusTimestamps[field]).not.toBeNull();
          // The other steps keep what they had.
          for (const other of ORDER_STATUSES.filter((status) => status !== to)) {
            const otherField = STATUS_TIMESTAMP_FIELDS[other];
            expect(moved.statusTimestamps[otherField], otherField).toBe(order.statusTimestamps[otherField]);
          }
          const history = await t.db
            .selectFrom('order_status_changes')
            .select(['from_status', 'to_status', 'actor_kind', 'actor_id'])
            .where('order_id', '=', order._id)
            .execute();
          expect(history).toEqual([
            { from_status: from, to_status: to, actor_kind: 'shop', actor_id: 'admin-1' },
          ]);
        });
      } else {
        it(`refuses ${from} → ${to} with 409 and changes nothing`, async () => {
          const order = await orderIn(from);
          const before = await stored(order._id);
          const error = await refusal(changeOrderStatus(deps, { orderId: order._id, to, actor: shop }));
          expect(error.status).toBe(409);
          expect(error.message).toBe(
            to === 'cancelled' ? ORDER_MESSAGES.notCancellable : ORDER_MESSAGES.statusChangeRefused(from, to),
          );
          expect(await stored(order._id)).toEqual(before);
        });
      }
    }
  }
});

describe('the status machine', () => {
  it('stamps each step once: a timestamp already there is kept', async () => {
    const order = await orderIn('processing');
    const earlier = new Date('2026-01-02T03:04:05.000Z');
    await t.db.updateTable('orders').set({ shipped_at: earlier }).where('id', '=', order._id).execute();
    const moved = await changeOrderStatus(deps, { orderId: order._id, to: 'shipped', actor: shop });
    expect(moved.statusTimestamps.shippedAt).toBe(earlier.toISOString());
  });

  it('walks the whole return path, restocking once when the goods are back, each step mailed with a link', async () => {
    const { who: buyer, product: item, order } = await codOrderOf(t, 3, { stock: 10, quantity: 4 });
    const path = STEPS_TO_REFUND;
    let moved = order;
    for (const to of path) {
      moved = await changeOrderStatus(deps, { orderId: order._id, to, actor: shop });
      expect(await stockOf(t, item.id), to).toBe(path.indexOf(to) >= path.indexOf('returned') ? 10 : 6);
    }
    expect(moved.orderStatus).toBe('refunded');
    expect(moved.statusTimestamps.cancelledAt).toBeNull();
    for (const to of path) expect(moved.statusTimestamps[STATUS_TIMESTAMP_FIELDS[to]], to).not.toBeNull();
    // Cash on delivery: collected at delivery; the money is not the gateway's to give back.
    expect(moved.paymentInfo?.status).toBe('paid');

    const mails = await mailsTo(t, buyer.email, 1 + path.length);
    expect(mails).toHaveLength(1 + path.length);
    // The queue may send a batch in any order: the placement mail is found by its words, not its place.
    const steps = mails.filter((mail) => !mail.text.startsWith('Thank you for your order'));
    expect(steps).toHaveLength(path.length);
    for (const mail of steps) expect(mail.text).toContain(`${t.config.publicUrl}/order/${order._id}`);
  });

  it('lets the shop cancel with or without a reason, restocking once', async () => {
    const item = await stockedProduct(t, 1, { stock: 10 });
    const withReason = await codOrder(t, who, [{ product: item.id, quantity: 2 }]);
    const without = await codOrder(t, who, [{ product: item.id, quantity: 3 }]);
    expect(await stockOf(t, item.id)).toBe(5);

    const cancelled = await changeOrderStatus(deps, {
      orderId: withReason._id,
      to: 'cancelled',
      actor: shop,
      reason: '  Courier cannot reach the address  ',
    });
    expect(cancelled.cancelReason).toBe('Courier cannot reach the address');
    expect(
      (await changeOrderStatus(deps, { orderId: without._id, to: 'cancelled', actor: shop })).cancelReason,
    ).toBe(null);
    expect(await stockOf(t, item.id)).toBe(10);
  });

  it('refunds a paid online order the shop cancels, and one it marks refunded after a return', async () => {
    const item = await stockedProduct(t, 2, { stock: 10 });
    const cancelled = await paidOrder(t, who, [{ product: item, quantity: 1 }]);
    const returned = await paidOrder(t, who, [{ product: item, quantity: 1 }]);
    await setOrderStatus(t, returned._id, 'refund accepted');

    const afterCancel = await changeOrderStatus(deps, {
      orderId: cancelled._id,
      to: 'cancelled',
      actor: shop,
    });
    const afterRefund = await changeOrderStatus(deps, { orderId: returned._id, to: 'refunded', actor: shop });
    // The refunds are jobs of the moves (docs/decisions/025): in progress until the provider confirms. The worker
    // may already have run one when the answer reads the order back (seen in CI); never anything else.
    for (const moved of [afterCancel, afterRefund]) {
      expect(['refund_pending', 'refunded']).toContain(moved.paymentInfo?.status);
      expect(moved.isPaid).toBe(true);
    }
    await jobsSettled(t);
    for (const order of [cancelled, returned]) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: who.headers,
      });
      expect(read.json().paymentInfo.status).toBe('refunded');
      const paymentId = order.paymentInfo?.razorpayPaymentId ?? '';
      expect((await sandboxOf(t).fetchPayment(paymentId)).status).toBe('refunded');
    }
    // The cancelled unit came back; the other order skipped `returned` here (set directly), so it did not.
    expect(await stockOf(t, item.id)).toBe(9);
  });

  it('counts a delivered cash-on-delivery order as paid, at the delivery time', async () => {
    const order = await orderIn('out of delivery');
    expect(order.isPaid).toBe(false);
    const delivered = await changeOrderStatus(deps, { orderId: order._id, to: 'delivered', actor: shop });
    expect(delivered.isPaid).toBe(true);
    expect(delivered.paymentInfo?.status).toBe('paid');
    expect(delivered.paymentInfo?.paidAt).toBe(delivered.statusTimestamps.deliveredAt);
  });

  it('records a failed cash collection as a cancel with its reason: unpaid, and the goods back in stock', async () => {
    const item = await stockedProduct(t, 4, { stock: 5 });
    const order = await codOrder(t, who, [{ product: item.id, quantity: 2 }]);
    await setOrderStatus(t, order._id, 'out of delivery');
    const reason = 'Cash not collected: the shopper refused the parcel';
    const back = await changeOrderStatus(deps, { orderId: order._id, to: 'cancelled', actor: shop, reason });
    expect(back).toMatchObject({ orderStatus: 'cancelled', cancelReason: reason, isPaid: false });
    expect(back.paymentInfo?.paidAt).toBeNull();
    expect(await stockOf(t, item.id)).toBe(5);
  });

  it('refuses to ship an online order whose payment has not been taken yet', async () => {
    const item = await stockedProduct(t, 3, { stock: 10 });
    const order = await paidOrder(t, who, [{ product: item, quantity: 1 }]);
    // As while a capture is being retried (docs/decisions/020).
    await t.db
      .updateTable('orders')
      .set({ is_paid: false, paid_at: null, payment_status: 'authorized' })
      .where('id', '=', order._id)
      .execute();
    const refused = await refusal(
      changeOrderStatus(deps, { orderId: order._id, to: 'shipped', actor: shop }),
    );
    expect(refused).toMatchObject({ status: 409, message: ORDER_MESSAGES.notPaidYet });
    const row = await t.db
      .selectFrom('orders')
      .select('order_status')
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(row.order_status).toBe('processing');
  });

  it('lets a shopper only cancel, and only their own order', async () => {
    const order = await orderIn('processing');
    const owner: StatusActor = { kind: 'customer', userId: who.userId };
    const stranger: StatusActor = { kind: 'customer', userId: (await shopper(t)).userId };

    const shipping = await refusal(
      changeOrderStatus(deps, { orderId: order._id, to: 'shipped', actor: owner }),
    );
    expect([shipping.status, shipping.message]).toEqual([403, ORDER_MESSAGES.onlyCancelByCustomer]);
    const foreign = await refusal(
      changeOrderStatus(deps, { orderId: order._id, to: 'cancelled', actor: stranger, reason: 'Other' }),
    );
    expect([foreign.status, foreign.message]).toEqual([404, MESSAGES.orderNotFoundTitle]);
    const reasonless = await refusal(
      changeOrderStatus(deps, { orderId: order._id, to: 'cancelled', actor: owner }),
    );
    expect([reasonless.status, reasonless.message]).toEqual([400, MESSAGES.selectCancelReason]);
    expect((await stored(order._id)).order_status).toBe('processing');
  });

  it('answers 404 for an unknown or malformed order id, and 409 for a stored status it does not know', async () => {
    for (const orderId of ['0'.repeat(24), 'not an id']) {
      expect((await refusal(changeOrderStatus(deps, { orderId, to: 'shipped', actor: shop }))).status).toBe(
        404,
      );
    }
    const order = await orderIn('processing');
    await t.db.updateTable('orders').set({ order_status: 'on hold' }).where('id', '=', order._id).execute();
    expect(
      (await refusal(changeOrderStatus(deps, { orderId: order._id, to: 'shipped', actor: shop }))).status,
    ).toBe(409);
  });
});
