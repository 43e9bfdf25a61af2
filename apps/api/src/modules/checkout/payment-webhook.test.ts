// The provider webhook (docs/product.md#payment-online): HMAC of the raw body with the webhook secret, events deduplicated by id,
// and every path that confirms a payment (webhook, callback, the browser's POST) ending in exactly one order.
import { describe, expect, it, vi } from 'vitest';
import {
  checkoutFor,
  confirmOnline,
  countRows,
  sandboxOf,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { WEBHOOK_MESSAGES } from './payment-webhook.service.ts';

const t = useTestApp({ template: 'demo' });

function deliver(body: string, signature: string | undefined, eventId?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined && { 'x-razorpay-signature': signature }),
      ...(eventId !== undefined && { 'x-razorpay-event-id': eventId }),
    },
    payload: body,
  });
}

async function ordersFor(providerOrderId: string): Promise<number> {
  const row = await t.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A shopper's processed and paid checkout of one unit of the `index`-th product (stock 5). */
async function paidCheckout(index: number) {
  const who = await shopper(t);
  const product = await stockedProduct(t, index, { stock: 5 });
  const providerOrder = await checkoutFor(t, who, [{ product, quantity: 1 }]);
  const paid = await sandboxOf(t).pay(providerOrder.id);
  return { who, product, providerOrder, paid };
}

describe('webhook', () => {
  it('confirms a captured payment once; a redelivered event does nothing', async () => {
    const { product, providerOrder, paid } = await paidCheckout(0);
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);

    const first = await deliver(hook.body, hook.signature, hook.eventId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    expect(await ordersFor(providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);

    const again = await deliver(hook.body, hook.signature, hook.eventId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    expect(await ordersFor(providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('confirms on order.paid too, and deduplicates by the body when there is no event id', async () => {
    const { providerOrder, paid } = await paidCheckout(1);
    const hook = await sandboxOf(t).signedWebhook('order.paid', paid.razorpay_payment_id);
    expect((await deliver(hook.body, hook.signature)).json()).toEqual({ status: 'processed' });
    expect((await deliver(hook.body, hook.signature)).json()).toEqual({ status: 'duplicate' });
    expect(await ordersFor(providerOrder.id)).toBe(1);
  });

  it('refuses a forged or missing signature with 400 and writes nothing', async () => {
    const { providerOrder, paid } = await paidCheckout(2);
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);
    const events = await countRows(t, 'payment_events');

    const forged = await deliver(hook.body, 'ab'.repeat(32), hook.eventId);
    const missing = await deliver(hook.body, undefined, hook.eventId);
    const tampered = await deliver(
      hook.body.replace('"captured"', '"captured" '),
      hook.signature,
      hook.eventId,
    );
    for (const response of [forged, missing, tampered]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: WEBHOOK_MESSAGES.badSignature });
    }
    expect(await ordersFor(providerOrder.id)).toBe(0);
    expect(await countRows(t, 'payment_events')).toBe(events);
  });

  it('acknowledges events it does not act on, and payments of unknown orders', async () => {
    const { providerOrder, paid } = await paidCheckout(3);
    const sandbox = sandboxOf(t);
    const failed = await sandbox.signedWebhook('payment.failed', paid.razorpay_payment_id);
    expect((await deliver(failed.body, failed.signature, failed.eventId)).json()).toEqual({
      status: 'ignored',
    });
    expect(await ordersFor(providerOrder.id)).toBe(0);

    await t.db.deleteFrom('pending_checkouts').where('provider_order_id', '=', providerOrder.id).execute();
    const orphan = await sandbox.signedWebhook('payment.captured', paid.razorpay_payment_id);
    const response = await deliver(orphan.body, orphan.signature, orphan.eventId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
  });

  it('ignores a captured payment whose amount is not the checkout amount', async () => {
    const { providerOrder, paid } = await paidCheckout(4);
    await t.db
      .updateTable('pending_checkouts')
      .set((eb) => ({ amount: eb('amount', '+', 1) }))
      .where('provider_order_id', '=', providerOrder.id)
      .execute();
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);
    expect((await deliver(hook.body, hook.signature, hook.eventId)).json()).toEqual({ status: 'ignored' });
    expect(await ordersFor(providerOrder.id)).toBe(0);
  });
});

describe('every confirmation path together', () => {
  it('confirms through the webhook alone when the shopper closes the tab after paying', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 6, { stock: 5 });
    const providerOrder = await checkoutFor(t, who, [{ product, quantity: 1 }]);
    // The sandbox checkout page's Pay button: the provider then delivers payment.captured on its own.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/checkout/${providerOrder.id}/pay`,
    });
    expect(paid.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await ordersFor(providerOrder.id)).toBe(1));
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expect(list.json()[0]).toMatchObject({
      isPaid: true,
      paymentInfo: { razorpayOrderId: providerOrder.id },
    });
  });

  it('callback, webhook and the browser POST for one payment, at once, make exactly one order', async () => {
    const { who, product, providerOrder, paid } = await paidCheckout(5);
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);

    const responses = await Promise.all([
      confirmOnline(t, who, paid),
      t.app.inject({ method: 'POST', url: '/api/orders/v1/paymentVerification', payload: paid }),
      deliver(hook.body, hook.signature, hook.eventId),
      confirmOnline(t, who, paid),
      deliver(hook.body, hook.signature, `${hook.eventId}-redelivery`),
    ]);
    const [post, callback, webhook, secondPost] = responses;
    for (const response of [post, secondPost]) expect([200, 201]).toContain(response?.statusCode);
    expect(callback?.statusCode).toBe(303);
    expect(webhook?.statusCode).toBe(200);
    expect(await ordersFor(providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
    expect(post?.json().order._id).toBe(secondPost?.json().order._id);
  });
});
