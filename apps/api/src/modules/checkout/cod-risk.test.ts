// Cash-on-delivery risk (docs/decisions/030-cash-on-delivery-risk.md) with the shop's default settings, against a
// real PostgreSQL and job queue: caps per account (lower before a first delivery), held under concurrency; the
// per-zone switch and the order-value ceiling; a new account's order waiting for its confirmation before any
// purchase order, and cancelled by its job when nobody confirms; parcels returned to origin closing cash on
// delivery for the account. Each refusal is a 409 in words that changes nothing.
import { ADDRESS_MESSAGES } from '@shop/shared/auth.schemas';
import { COD_MESSAGES } from '@shop/shared/cod';
import { formatIndiaDateTime } from '@shop/shared/india-time';
import type { Order } from '@shop/shared/order.schemas';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { admin } from '../../../test/admin-helpers.ts';
import {
  countRows,
  mailsTo,
  ordersDepsOf,
  placeCod,
  type Shopper,
  setOrderStatus,
  setStock,
  shippingInfo,
  shopper,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import { expireCodConfirmationJob } from '../orders/cod-confirmation.service.ts';

/** The shop's defaults, written out: this file protects them (the test app lifts them for other files). */
const DEFAULTS = {
  COD_MAX_ORDER_RUPEES: '10000',
  COD_MAX_OPEN_UNITS: '20',
  COD_MAX_OPEN_RUPEES: '25000',
  COD_NEW_ACCOUNT_MAX_OPEN_UNITS: '5',
  COD_NEW_ACCOUNT_MAX_OPEN_RUPEES: '5000',
  COD_MAX_RETURNED_TO_ORIGIN: '2',
  COD_CONFIRM_HOURS: '24',
  MAX_UNITS_PER_PRODUCT: '100',
};
const t = useTestApp({ template: 'demo', env: DEFAULTS });

/** Each call takes the next product of its kind, so tests never share one's stock. */
const next = { plain: 200, supplied: 0 };

/** A plain demo product at `rupees` a unit (no shipping charge), with `stock` units: each call its own product. */
async function product(rupees: number, stock = 100, supplier = false): Promise<string> {
  const row = await t.db
    .selectFrom('products')
    .select('id')
    .where((eb) => (supplier ? eb('supplier_id', 'is not', null) : eb('supplier_id', 'is', null)))
    .orderBy('id')
    .offset(supplier ? next.supplied++ : next.plain++)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('products')
    .set({
      base_price: rupees * 100,
      discount_price: rupees * 100,
      shipping_cost: 0,
      // No options, so no option changes the price.
      filters: JSON.stringify([]),
    })
    .where('id', '=', row.id)
    .execute();
  // One stock, whatever variants the demo catalogue gave it (docs/decisions/037).
  await setStock(t, row.id, stock);
  return row.id;
}

function place(who: Shopper, productId: string, quantity: number, pin = shippingInfo.postalCode) {
  return placeCod(t, who, [{ product: productId, quantity, filters: {} }], {
    shippingInfo: { ...shippingInfo, postalCode: pin },
  });
}

function availability(
  who: Shopper,
  productId: string,
  quantity: number,
  postalCode = shippingInfo.postalCode,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/cod-availability',
    headers: who.headers,
    payload: { orderItems: [{ product: productId, quantity, filters: {} }], postalCode },
  });
}

async function delivered(who: Shopper, productId: string) {
  const response = await place(who, productId, 1);
  expect(response.statusCode, response.body).toBe(201);
  const order = (response.json() as { order: Order }).order;
  await t.db
    .updateTable('orders')
    .set({ order_status: 'delivered', delivered_at: new Date(), cod_confirmed_at: new Date() })
    .where('id', '=', order._id)
    .execute();
  return order;
}

function confirm(who: Shopper, orderId: string) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/confirm-cod`, headers: who.headers });
}

async function purchaseOrderCount(orderId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('purchase_orders')
    .select('id')
    .where('order_id', '=', orderId)
    .execute();
  return rows.length;
}

describe('caps on open cash-on-delivery orders', () => {
  it('a new account may have 5 items open; the sixth is refused in words, with no order and no stock taken', async () => {
    const who = await shopper(t);
    const id = await product(100);
    expect((await place(who, id, 3)).statusCode).toBe(201);
    expect((await place(who, id, 2)).statusCode).toBe(201);
    const orders = await countRows(t, 'orders');
    const refused = await place(who, id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: COD_MESSAGES.newAccountLimit(5, 5000) });
    expect(await countRows(t, 'orders')).toBe(orders);
    expect(await stockOf(t, id)).toBe(95);
    // The checkout page is told the same before the shopper picks cash on delivery.
    expect((await availability(who, id, 1)).json()).toEqual({
      available: false,
      reason: COD_MESSAGES.newAccountLimit(5, 5000),
    });
    // Online payment is never limited by these rules; the cap is on cash on delivery only.
  });

  it('a new account may have ₹5,000 open: a ₹6,000 order is refused, a ₹4,000 one is not', async () => {
    const who = await shopper(t);
    const dear = await product(6000);
    expect((await place(who, dear, 1)).json()).toEqual({ message: COD_MESSAGES.newAccountLimit(5, 5000) });
    expect(await stockOf(t, dear)).toBe(100);
    expect((await place(who, await product(4000), 1)).statusCode).toBe(201);
  });

  it('two orders at once from a new account cannot both pass the cap', async () => {
    const who = await shopper(t);
    const id = await product(100);
    const answers = await Promise.all([place(who, id, 3), place(who, id, 3), place(who, id, 3)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await stockOf(t, id)).toBe(97);
  });

  it('one order sent twice at once with its Idempotency-Key answers that order both times, not its own cap', async () => {
    const who = await shopper(t);
    const id = await product(100);
    const retrying = { ...who, headers: { ...who.headers, 'idempotency-key': `cod-retry-${who.userId}` } };
    const lines = [{ product: id, quantity: 3, filters: {} }];
    const answers = await Promise.all([placeCod(t, retrying, lines), placeCod(t, retrying, lines)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((answer) => (answer.json() as { order: Order }).order._id);
    expect(first).toBe(second);
    expect(await stockOf(t, id)).toBe(97);
  });

  it('after a first delivery the account may have 20 items and ₹25,000 open', async () => {
    const who = await shopper(t);
    await delivered(who, await product(100));
    const id = await product(1000);
    expect((await place(who, id, 9)).statusCode).toBe(201);
    expect((await place(who, id, 9)).statusCode).toBe(201);
    // 18 items, ₹18,000 open: 3 more items would pass 20.
    expect((await place(who, await product(100), 3)).json()).toEqual({
      message: COD_MESSAGES.tooMuchOpen(20, 25000),
    });
    // ₹18,000 + ₹8,000 would pass ₹25,000.
    expect((await place(who, await product(8000), 1)).json()).toEqual({
      message: COD_MESSAGES.tooMuchOpen(20, 25000),
    });
    // Up to the cap is allowed: two more items make 20.
    expect((await place(who, await product(100), 2)).statusCode).toBe(201);
  });

  it('an order over ₹10,000 cannot be paid in cash, whatever the account', async () => {
    const who = await shopper(t);
    await delivered(who, await product(100));
    const id = await product(10_001);
    expect((await place(who, id, 1)).json()).toEqual({ message: COD_MESSAGES.orderTooLarge(10_000) });
    expect((await availability(who, id, 1)).json()).toMatchObject({ available: false });
  });
});

describe('the delivery zone decides', () => {
  it('cash on delivery is off in the remote zone until the shop switches it on there', async () => {
    const who = await shopper(t);
    const id = await product(100);
    // Guwahati, Assam: the remote zone (docs/decisions/028).
    const refused = await place(who, id, 1, '781001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: COD_MESSAGES.zoneUnavailable('781001') });
    expect((await availability(who, id, 1, '781001')).json()).toEqual({
      available: false,
      reason: COD_MESSAGES.zoneUnavailable('781001'),
    });
    expect((await availability(who, id, 1, '560001')).json()).toEqual({ available: true, reason: null });

    const boss = await admin(t);
    const zones = (
      await t.app.inject({ method: 'GET', url: '/api/admin/delivery-zones', headers: boss.headers })
    ).json() as { zones: { zone: string; transitDays: number; codAvailable: boolean }[] };
    expect(zones.zones.find((zone) => zone.zone === 'remote')?.codAvailable).toBe(false);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-zones',
      headers: boss.headers,
      payload: {
        zones: zones.zones.map(({ zone, transitDays }) => ({ zone, transitDays, codAvailable: true })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect((await place(who, id, 1, '781001')).statusCode).toBe(201);
    } finally {
      await t.db
        .updateTable('delivery_zones')
        .set({ cod_available: false })
        .where('zone', '=', 'remote')
        .execute();
    }
  });

  it('a PIN code not written as 6 digits is refused, so the remote zone cannot be dodged', async () => {
    const who = await shopper(t);
    const id = await product(100);
    const orders = await countRows(t, 'orders');
    // Guwahati's 781001 written so that no zone is recognised; the address would still reach Guwahati. No order
    // ships to a malformed PIN code at all (docs/decisions/036).
    for (const pin of ['PIN-781001', '7-81001', '७८१००१']) {
      const placed = await place(who, id, 1, pin);
      expect(placed.statusCode).toBe(400);
      expect(placed.json()).toMatchObject({ message: ADDRESS_MESSAGES.pinMalformed });
      const asked = await availability(who, id, 1, pin);
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toMatchObject({ message: ADDRESS_MESSAGES.pinMalformed });
    }
    expect(await countRows(t, 'orders')).toBe(orders);
    expect(await stockOf(t, id)).toBe(100);
    // Spaces are only spaces: Bengaluru's 560001 written with one is offered cash on delivery, Guwahati's is not.
    expect((await availability(who, id, 1, '560 001')).json()).toEqual({ available: true, reason: null });
    expect((await availability(who, id, 1, '7 81 001')).json()).toEqual({
      available: false,
      reason: COD_MESSAGES.zoneUnavailable('781001'),
    });
  });
});

describe("a new account's order waits for its confirmation", () => {
  it('no purchase order until the shopper confirms; a double tap confirms once; another shopper cannot', async () => {
    const who = await shopper(t);
    const id = await product(500, 100, true);
    const placed = await place(who, id, 1);
    expect(placed.statusCode).toBe(201);
    const order = (placed.json() as { order: Order }).order;
    expect(order.codConfirmation).toMatchObject({ status: 'awaiting', confirmedAt: null });
    const hoursLeft = (Date.parse(order.codConfirmation?.confirmBy ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(await purchaseOrderCount(order._id)).toBe(0);
    // The confirmation mail asks for it, by India's clock, and links to the order page where the button is.
    const [mail] = await mailsTo(t, who.email);
    expect(mail?.text).toContain(
      `Please confirm this cash-on-delivery order on your order page by ${formatIndiaDateTime(order.codConfirmation?.confirmBy ?? '')}.`,
    );
    expect(mail?.text).toContain(`Confirm your order: ${t.config.publicUrl}/order/${order._id}`);

    const stranger = await shopper(t);
    expect((await confirm(stranger, order._id)).statusCode).toBe(404);

    const [first, second] = await Promise.all([confirm(who, order._id), confirm(who, order._id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({
      message: COD_MESSAGES.confirmed,
      order: { codConfirmation: { status: 'confirmed' } },
    });
    expect(await purchaseOrderCount(order._id)).toBe(1);
  });

  it('an order nobody confirmed is cancelled by its job, its stock back; a confirmed one is left alone', async () => {
    const who = await shopper(t);
    const id = await product(300, 40);
    const waiting = (await place(who, id, 2)).json() as { order: Order };
    const kept = (await place(who, id, 1)).json() as { order: Order };
    expect((await confirm(who, kept.order._id)).statusCode).toBe(200);
    expect(await stockOf(t, id)).toBe(37);
    // The job is queued with the order, due when the window ends.
    const { rows } = await sql<{ startAfter: Date }>`
      select start_after as "startAfter" from pgboss.job
      where name = ${QUEUES.expireCodConfirmation} and data->>'orderId' = ${waiting.order._id}`.execute(t.db);
    expect(rows).toHaveLength(1);
    // Time passes: the window ends for both.
    await t.db
      .updateTable('orders')
      .set({ cod_confirm_by: new Date(Date.now() - 1000) })
      .where('id', 'in', [waiting.order._id, kept.order._id])
      .execute();
    const deps = ordersDepsOf(t);
    for (const orderId of [waiting.order._id, kept.order._id, waiting.order._id]) {
      await expireCodConfirmationJob(deps, { data: { orderId } } as never);
    }
    const read = (orderId: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers })
        .then((r) => r.json() as Order);
    expect(await read(waiting.order._id)).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: COD_MESSAGES.notConfirmedReason(24),
    });
    expect((await read(kept.order._id)).orderStatus).toBe('processing');
    expect(await stockOf(t, id)).toBe(39);
  });

  it("the expiry job goes by the database's clock, which started it, not by a worker's clock that runs behind", async () => {
    const who = await shopper(t);
    const id = await product(300, 10);
    const waiting = ((await place(who, id, 1)).json() as { order: Order }).order;
    // Due by the database's clock, by which pg-boss starts the job...
    await sql`update orders set cod_confirm_by = now() - interval '1 second' where id = ${waiting._id}`.execute(
      t.db,
    );
    // ...on a worker (another host) whose clock is a minute behind the database's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60_000 });
    try {
      await expireCodConfirmationJob(ordersDepsOf(t), { data: { orderId: waiting._id } } as never);
    } finally {
      vi.useRealTimers();
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${waiting._id}`,
      headers: who.headers,
    });
    expect(read.json()).toMatchObject({ orderStatus: 'cancelled' });
    expect(await stockOf(t, id)).toBe(10);
  });

  it('an account with a delivered cash order is trusted: its next order goes to the supplier at once', async () => {
    const who = await shopper(t);
    await delivered(who, await product(100));
    const order = ((await place(who, await product(200, 100, true), 1)).json() as { order: Order }).order;
    expect(order.codConfirmation).toBeNull();
    expect(await purchaseOrderCount(order._id)).toBe(1);
    expect((await confirm(who, order._id)).json()).toEqual({ message: COD_MESSAGES.notAwaiting });
  });
});

describe('parcels returned to origin', () => {
  it('the shop records a refused parcel once; after two, the account can no longer choose cash on delivery', async () => {
    const who = await shopper(t);
    const boss = await admin(t);
    const id = await product(100, 50);
    for (const round of [1, 2]) {
      const order = ((await place(who, id, 1)).json() as { order: Order }).order;
      await setOrderStatus(t, order._id, round === 1 ? 'shipped' : 'out of delivery');
      const back = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/returned-to-origin`,
        headers: boss.headers,
        payload: { note: 'Refused at the door' },
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({
        order: { orderStatus: 'cancelled', cancelReason: 'Refused at the door' },
      });
      expect((back.json() as { order: Order }).order.returnedToOriginAt).not.toBeNull();
      // Once: a second report of the same parcel is refused and restocks nothing.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/returned-to-origin`,
        headers: boss.headers,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
    }
    expect(await stockOf(t, id)).toBe(50);
    expect((await place(who, id, 1)).json()).toEqual({ message: COD_MESSAGES.tooManyReturns(2) });
    expect((await availability(who, id, 1)).json()).toMatchObject({
      available: false,
      reason: COD_MESSAGES.tooManyReturns(2),
    });
  });

  it('an order that has not shipped cannot be marked returned to origin', async () => {
    const who = await shopper(t);
    const boss = await admin(t);
    const order = ((await place(who, await product(100), 1)).json() as { order: Order }).order;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/returned-to-origin`,
      headers: boss.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: COD_MESSAGES.notDispatched });
  });
});
