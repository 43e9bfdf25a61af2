// Purchase orders end to end on the real server, database, queue and SMTP server (docs/decisions/027): an order
// of two suppliers' products makes two purchase orders in its own transaction; the jobs send one as signed JSON to
// the sandbox supplier and one as a plain mail; a forged, stale or replayed report changes nothing; the order is
// shipped only once both purchase orders are, by webhook and by CSV, with one mail; a cancel cancels and tells; a
// cancel after a part shipped waits for the parcel's return to origin (docs/decisions/031);
// the supplier webhook has its own per-IP budget.
import { COD_MESSAGES } from '@shop/shared/cod';
import type { Order } from '@shop/shared/order.schemas';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdmin } from '../../../test/admin-helpers.ts';
import { jobsSettled, WITH_PURCHASE_ORDERS } from '../../../test/job-helpers.ts';
import { useSmtpServer } from '../../../test/mail-helpers.ts';
import {
  cancelOrder,
  codOrder,
  personalInfo,
  placeCod,
  type Shopper,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { SANDBOX_SUPPLIER_WEBHOOK_URL } from '../sandbox-supplier/sandbox-supplier.routes.ts';
import { SUPPLIER_EVENT_DAYS } from './purchase-orders.repository.ts';
import { SUPPLIER_SIGNATURE_HEADER, signatureHeader } from './supplier-signature.lib.ts';

const SECRET = 'sandbox-secret-for-tests-0001';
const WEBHOOK_BUDGET = 6;
let webhookSupplier: string;
let mailSupplier: string;
let products: [string, string, string];
let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

const smtp = useSmtpServer();
const t = useTestApp(async () => ({
  template: 'demo',
  env: { SMTP_URL: smtp.url, SUPPLIER_WEBHOOK_RATE_LIMIT_PER_MINUTE: String(WEBHOOK_BUDGET) },
}));
const boss = useAdmin(t);
beforeAll(async () => {
  webhookSupplier = `${'a'.repeat(23)}1`;
  mailSupplier = `${'a'.repeat(23)}2`;
  await t.db
    .insertInto('suppliers')
    .values([
      {
        id: webhookSupplier,
        name: 'Test Webhook Co',
        contact_email: 'hook@supplier.example',
        webhook_url: SANDBOX_SUPPLIER_WEBHOOK_URL,
        webhook_secret: SECRET,
      },
      { id: mailSupplier, name: 'Test Mail Co', contact_email: 'po@mail-supplier.example' },
    ])
    .execute();
  const [a, b, c] = await Promise.all([stockedProduct(t, 40), stockedProduct(t, 41), stockedProduct(t, 42)]);
  if (!a || !b || !c) throw new Error('no products');
  products = [a.id, b.id, c.id];
  await t.db
    .updateTable('products')
    .set({ supplier_id: webhookSupplier, supplier_sku: 'HOOK-1', cost_price: 1000 })
    .where('id', 'in', [a.id, c.id])
    .execute();
  await t.db
    .updateTable('products')
    .set({ supplier_id: mailSupplier, supplier_sku: 'MAIL-1', cost_price: 2000 })
    .where('id', '=', b.id)
    .execute();
});

function signedReport(body: object, secret = SECRET, at?: number) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/suppliers/v1/webhook/${webhookSupplier}`,
    headers: {
      'content-type': 'application/json',
      [SUPPLIER_SIGNATURE_HEADER]: signatureHeader(secret, raw, at),
      'x-forwarded-for': nextIp(),
    },
    payload: raw,
  });
}

async function purchaseOrders(orderId: string) {
  return t.db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('supplier_id')
    .execute();
}

async function shopperOrder(who: Shopper, id: string): Promise<Order> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers })
  ).json() as Order;
}

/** A new shopper's order of one product of each supplier, its two purchase orders sent. */
async function orderFromBothSuppliers(): Promise<{ who: Shopper; order: Order }> {
  const who = await shopper(t);
  const order = await codOrder(t, who, [
    { product: products[0], quantity: 1 },
    { product: products[1], quantity: 1 },
  ]);
  await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);
  return { who, order };
}

describe('purchase orders', () => {
  it('go out once per supplier; the order ships only when both have, by webhook and CSV, with one mail', async () => {
    const who = await shopper(t);
    const order = await codOrder(t, who, [
      { product: products[0], quantity: 1 },
      { product: products[1], quantity: 2 },
      { product: products[2], quantity: 1 },
    ]);
    const [hookPo, mailPo] = await purchaseOrders(order._id);
    if (!hookPo || !mailPo) throw new Error('two purchase orders expected');
    expect([hookPo.supplier_id, mailPo.supplier_id]).toEqual([webhookSupplier, mailSupplier]);
    await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);
    // The webhook supplier got signed JSON (the sandbox checked the signature); the other a plain table.
    const received = await t.db
      .selectFrom('sandbox_supplier_orders')
      .selectAll()
      .where('purchase_order_id', '=', hookPo.id)
      .execute();
    expect(received).toHaveLength(1);
    expect(JSON.stringify(received[0]?.payload)).toContain('HOOK-1');
    // The shop's order by its number too, the one the shopper reads (docs/decisions/036).
    expect(received[0]?.payload).toMatchObject({
      purchaseOrder: { orderId: order._id, orderNumber: order.orderNumber },
    });
    const mail = await smtp.nextMailTo('po@mail-supplier.example');
    expect(mail.subject).toContain(mailPo.id);
    expect(mail.body).toContain('MAIL-1');
    expect(mail.body).toContain(`for order ${order.orderNumber}`);
    expect((await purchaseOrders(order._id)).map((po) => po.status)).toEqual(['sent', 'sent']);

    const shipped = {
      purchaseOrderId: hookPo.id,
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DL123',
      trackingUrl: 'https://track.example/DL123',
    };
    // Forged (another secret), stale, unsigned, or a javascript: tracking link: refused, nothing changes.
    expect(
      (await signedReport({ eventId: 'e-forged', report: shipped }, 'not-the-secret-at-all')).statusCode,
    ).toBe(401);
    expect(
      (
        await signedReport(
          { eventId: 'e-stale', report: shipped },
          SECRET,
          Math.floor(Date.now() / 1000) - 3600,
        )
      ).statusCode,
    ).toBe(401);
    const badUrl = await signedReport({
      eventId: 'e-js',
      report: { ...shipped, trackingUrl: 'javascript:alert(1)' },
    });
    expect(badUrl.statusCode).toBe(400);
    expect((badUrl.json() as { message: string }).message).toMatch(/http/);
    expect((await purchaseOrders(order._id))[0]?.status).toBe('sent');

    const first = await signedReport({ eventId: 'e-1', report: shipped });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'applied', orderStatus: 'processing' });
    // The same event again (a replay): nothing more happens.
    await t.db
      .updateTable('purchase_orders')
      .set({ carrier: 'changed meanwhile' })
      .where('id', '=', hookPo.id)
      .execute();
    const replay = await signedReport({ eventId: 'e-1', report: { ...shipped, carrier: 'Replayed' } });
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await purchaseOrders(order._id))[0]?.carrier).toBe('changed meanwhile');
    await t.db
      .updateTable('purchase_orders')
      .set({ carrier: 'Delhivery' })
      .where('id', '=', hookPo.id)
      .execute();
    expect((await shopperOrder(who, order._id)).orderStatus).toBe('processing');

    // The mail-only supplier's report arrives as a CSV upload: now every purchase order has shipped.
    const csv = `purchaseOrderId,status,carrier,trackingNumber,trackingUrl\n${mailPo.id},shipped,Blue Dart,BD9,https://bluedart.example/BD9\n${'f'.repeat(24)},shipped,X,Y,\n`;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/purchase-orders/reports',
      headers: boss.headers,
      payload: { csv },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({
      results: [
        { row: 1, outcome: 'applied', orderStatus: 'shipped' },
        { row: 2, outcome: 'refused', message: 'No such purchase order' },
      ],
    });
    // Again: unchanged, and the order is not moved twice.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/purchase-orders/reports',
      headers: boss.headers,
      payload: { csv },
    });
    const seen = await shopperOrder(who, order._id);
    expect(seen.orderStatus).toBe('shipped');
    expect(seen.shipments.map((s) => [s.status, s.carrier, s.trackingUrl])).toEqual([
      ['shipped', 'Delhivery', 'https://track.example/DL123'],
      ['shipped', 'Blue Dart', 'https://bluedart.example/BD9'],
    ]);
    const moves = await t.db
      .selectFrom('order_status_changes')
      .select('to_status')
      .where('order_id', '=', order._id)
      .execute();
    expect(moves.map((m) => m.to_status)).toEqual(['shipped']);
    await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);
    const shippedMails = smtp.mails.filter((m) => m.to.includes(who.email) && /shipped/i.test(m.subject));
    expect(shippedMails).toHaveLength(1);

    // Delivered by both (typed in by the admin for one): the order is delivered, passing out for delivery quietly.
    await signedReport({ eventId: 'e-2', report: { purchaseOrderId: hookPo.id, status: 'delivered' } });
    const typed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/purchase-orders/${mailPo.id}/report`,
      headers: boss.headers,
      payload: { status: 'delivered' },
    });
    expect(typed.json()).toMatchObject({ outcome: 'applied', orderStatus: 'delivered' });
    expect((await shopperOrder(who, order._id)).orderStatus).toBe('delivered');
  });

  it('ask the suppliers for the speed the shopper paid for, and name the day promised', async () => {
    const who = await shopper(t);
    const placed = await placeCod(
      t,
      who,
      [
        { product: products[0], quantity: 1 },
        { product: products[1], quantity: 1 },
      ],
      { personalInfo: { ...personalInfo, email: who.email }, shippingSpeed: 'express' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as { order: Order }).order;
    expect(order.deliveryBy).not.toBeNull();
    await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);
    const [hookPo, mailPo] = await purchaseOrders(order._id);
    const received = await t.db
      .selectFrom('sandbox_supplier_orders')
      .select('payload')
      .where('purchase_order_id', '=', hookPo?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(received.payload).toMatchObject({
      purchaseOrder: { shippingSpeed: 'express', deliverBy: order.deliveryBy },
    });
    const mail = await smtp.nextMailTo('po@mail-supplier.example');
    expect(mail.subject).toContain(`${mailPo?.id} (EXPRESS)`);
    expect(mail.body).toContain('by Express delivery, which the shopper paid for, to arrive by');
  });

  it('a cancelled order cancels its purchase orders and tells the suppliers', async () => {
    const { who, order } = await orderFromBothSuppliers();
    const cancel = await cancelOrder(t, who, order._id, 'Ordered by mistake');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await purchaseOrders(order._id)).map((po) => po.status)).toEqual(['cancelled', 'cancelled']);
    await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);
    const [hookPo, mailPo] = await purchaseOrders(order._id);
    const held = await t.db
      .selectFrom('sandbox_supplier_orders')
      .select('status')
      .where('purchase_order_id', '=', hookPo?.id ?? '')
      .executeTakeFirst();
    expect(held?.status).toBe('cancelled');
    expect(smtp.mails.some((m) => m.subject.includes(`${mailPo?.id} is CANCELLED`))).toBe(true);
    // A supplier's later report about a cancelled purchase order is refused.
    const late = await signedReport({
      eventId: 'e-late',
      report: { purchaseOrderId: hookPo?.id, status: 'shipped', carrier: 'X', trackingNumber: 'Y' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('a cancel after one part shipped waits for that parcel to come back; its report cancels and restocks once', async () => {
    const { who, order } = await orderFromBothSuppliers();
    const [hookPo] = await purchaseOrders(order._id);
    const report = {
      purchaseOrderId: hookPo?.id,
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'P1',
    };
    expect((await signedReport({ eventId: 'e-part', report })).statusCode).toBe(200);
    const stockBefore = await Promise.all([stockOf(t, products[0]), stockOf(t, products[1])]);
    const cancel = await cancelOrder(t, who, order._id, 'Ordered by mistake');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: COD_MESSAGES.cancelRequested,
      order: { orderStatus: 'processing', cancelRequest: { reason: 'Ordered by mistake' } },
    });
    // The part not shipped is stopped; the shipped one's supplier is asked to bring it back (docs/decisions/031).
    expect((await purchaseOrders(order._id)).map((po) => po.status)).toEqual(['shipped', 'cancelled']);
    await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);
    const { rows: asked } = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where name = 'send-purchase-order' and state = 'completed'
        and data->>'purchaseOrderId' = ${hookPo?.id ?? ''} and data->>'event' = 'cancel_requested'`.execute(
      t.db,
    );
    expect(asked[0]?.n).toBe(1);
    expect((await cancelOrder(t, who, order._id, 'Again')).json()).toEqual({
      message: COD_MESSAGES.cancelAlreadyRequested,
    });
    // Nothing is back on sale while the parcel is with the courier.
    expect(await Promise.all([stockOf(t, products[0]), stockOf(t, products[1])])).toEqual(stockBefore);

    const back = { purchaseOrderId: hookPo?.id, status: 'returned_to_origin' };
    expect((await signedReport({ eventId: 'e-back', report: back })).json()).toMatchObject({
      outcome: 'applied',
      orderStatus: 'cancelled',
    });
    expect((await signedReport({ eventId: 'e-back-again', report: back })).json()).toMatchObject({
      outcome: 'unchanged',
    });
    const after = await shopperOrder(who, order._id);
    expect(after).toMatchObject({ orderStatus: 'cancelled', cancelReason: 'Ordered by mistake' });
    expect(after.returnedToOriginAt).not.toBeNull();
    expect(await Promise.all([stockOf(t, products[0]), stockOf(t, products[1])])).toEqual(
      stockBefore.map((stock) => stock + 1),
    );
  });

  it('a cancel after one part shipped leaves the order to the shop when that part is delivered anyway', async () => {
    const { who, order } = await orderFromBothSuppliers();
    const [hookPo] = await purchaseOrders(order._id);
    const shipped = {
      purchaseOrderId: hookPo?.id,
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'P2',
    };
    expect((await signedReport({ eventId: 'e-part-2', report: shipped })).statusCode).toBe(200);
    expect((await cancelOrder(t, who, order._id, 'Ordered by mistake')).statusCode).toBe(200);
    const delivered = { purchaseOrderId: hookPo?.id, status: 'delivered' };
    expect((await signedReport({ eventId: 'e-part-2-kept', report: delivered })).json()).toMatchObject({
      outcome: 'applied',
      orderStatus: 'processing',
    });
    // Not "delivered" with a stopped part in it that was never refunded nor restocked (docs/decisions/031).
    expect((await shopperOrder(who, order._id)).orderStatus).toBe('processing');
  });

  it(`forgets a supplier's event ids after ${SUPPLIER_EVENT_DAYS} days, and not before`, async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    await t.db
      .insertInto('supplier_events')
      .values([
        { supplier_id: webhookSupplier, event_id: 'e-old', received_at: daysAgo(SUPPLIER_EVENT_DAYS + 1) },
        { supplier_id: webhookSupplier, event_id: 'e-recent', received_at: daysAgo(SUPPLIER_EVENT_DAYS - 1) },
        { supplier_id: mailSupplier, event_id: 'e-other', received_at: daysAgo(SUPPLIER_EVENT_DAYS + 1) },
      ])
      .execute();
    const report = { purchaseOrderId: 'f'.repeat(24), status: 'accepted' };
    const replay = await signedReport({ eventId: 'e-recent', report });
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });
    const kept = await t.db
      .selectFrom('supplier_events')
      .select(['supplier_id', 'event_id'])
      .where('event_id', 'in', ['e-old', 'e-recent', 'e-other'])
      .orderBy('event_id')
      .execute();
    // The reporting supplier's old id is gone; its recent one and another supplier's stay.
    expect(kept).toEqual([
      { supplier_id: mailSupplier, event_id: 'e-other' },
      { supplier_id: webhookSupplier, event_id: 'e-recent' },
    ]);
  });

  it('the supplier webhook has its own per-IP budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= WEBHOOK_BUDGET; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/suppliers/v1/webhook/${webhookSupplier}`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
        payload: '{}',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, WEBHOOK_BUDGET).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
