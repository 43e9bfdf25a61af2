// The provider webhook (docs/product.md#payment-online): HMAC of the raw body with the webhook secret, events deduplicated by id,
// and every path that confirms a payment (webhook, callback, the browser's POST) ending in exactly one order.
import { describe, expect, it, vi } from 'vitest';
import {
  confirmEveryWay,
  countRows,
  deliverWebhook,
  openCheckout,
  ordersFor,
  paidCheckout,
  sandboxOf,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { WEBHOOK_MESSAGES } from './payment-webhook.service.ts';

const t = useTestApp({ template: 'demo' });

describe('webhook', () => {
  it('confirms a captured payment once; a redelivered event does nothing', async () => {
    const { product, providerOrder, paid } = await paidCheckout(t, 0);
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);

    const first = await deliverWebhook(t, hook);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);

    const again = await deliverWebhook(t, hook);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('confirms on order.paid too, and deduplicates by the body when there is no event id', async () => {
    const { providerOrder, paid } = await paidCheckout(t, 1);
    const hook = await sandboxOf(t).signedWebhook('order.paid', paid.razorpay_payment_id);
    const withoutEventId = { body: hook.body, signature: hook.signature };
    expect((await deliverWebhook(t, withoutEventId)).json()).toEqual({ status: 'processed' });
    expect((await deliverWebhook(t, withoutEventId)).json()).toEqual({ status: 'duplicate' });
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
  });

  it('refuses a forged or missing signature with 400 and writes nothing', async () => {
    const { providerOrder, paid } = await paidCheckout(t, 2);
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);
    const events = await countRows(t, 'payment_events');

    const forged = await deliverWebhook(t, { ...hook, signature: 'ab'.repeat(32) });
    const missing = await deliverWebhook(t, { ...hook, signature: undefined });
    const tampered = await deliverWebhook(t, {
      ...hook,
      body: hook.body.replace('"captured"', '"captured" '),
    });
    for (const response of [forged, missing, tampered]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: WEBHOOK_MESSAGES.badSignature });
    }
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
    expect(await countRows(t, 'payment_events')).toBe(events);
  });

  it('acknowledges events it does not act on, and payments of unknown orders', async () => {
    const { providerOrder, paid } = await paidCheckout(t, 3);
    const sandbox = sandboxOf(t);
    const failed = await sandbox.signedWebhook('payment.failed', paid.razorpay_payment_id);
    expect((await deliverWebhook(t, failed)).json()).toEqual({
      status: 'ignored',
    });
    expect(await ordersFor(t, providerOrder.id)).toBe(0);

    await t.db.deleteFrom('pending_checkouts').where('provider_order_id', '=', providerOrder.id).execute();
    const orphan = await sandbox.signedWebhook('payment.captured', paid.razorpay_payment_id);
    const response = await deliverWebhook(t, orphan);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
  });

  it('ignores a captured payment whose amount is not the checkout amount', async () => {
    const { providerOrder, paid } = await paidCheckout(t, 4);
    await t.db
      .updateTable('pending_checkouts')
      .set((eb) => ({ amount: eb('amount', '+', 1) }))
      .where('provider_order_id', '=', providerOrder.id)
      .execute();
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);
    expect((await deliverWebhook(t, hook)).json()).toEqual({ status: 'ignored' });
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
  });
});

describe('every confirmation path together', () => {
  it('confirms through the webhook alone when the shopper closes the tab after paying', async () => {
    const { who, providerOrder } = await openCheckout(t, 6);
    // The sandbox checkout page's Pay button: the provider then delivers payment.captured on its own.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/checkout/${providerOrder.id}/pay`,
    });
    expect(paid.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await ordersFor(t, providerOrder.id)).toBe(1));
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expect(list.json()[0]).toMatchObject({
      isPaid: true,
      paymentInfo: { razorpayOrderId: providerOrder.id },
    });
  });

  it('callback, webhook and the browser POST for one payment, at once, make exactly one order', async () => {
    const { who, product, providerOrder, paid } = await paidCheckout(t, 5);
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);

    const { post, callback, webhook, secondPost } = await confirmEveryWay(t, who, paid, hook);
    for (const response of [post, secondPost]) expect([200, 201]).toContain(response.statusCode);
    expect(callback.statusCode).toBe(303);
    expect(webhook.statusCode).toBe(200);
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
    expect(post.json().order._id).toBe(secondPost.json().order._id);
  });
});
