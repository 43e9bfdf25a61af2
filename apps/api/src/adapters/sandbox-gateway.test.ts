// The sandbox gateway's Razorpay rules against a real PostgreSQL (docs/product.md#payment-online): orders, one successful payment
// per order, failed attempts, refunds that never exceed what was paid, and signed webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRefusal } from '../../test/sandbox-gateway-server.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { paymentSignature } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

const secrets = { keyId: 'rzp_test_sandbox', keySecret: 'key-secret', webhookSecret: 'webhook-secret' };
let db: Db;
let gateway: SandboxGateway;
beforeAll(async () => {
  db = (await createTestDatabase('empty')).db;
  gateway = new SandboxGateway(db, secrets);
});
afterAll(async () => {
  await db.destroy();
});

/** The sandbox's own row of a provider order, as the gateway left it. */
function storedOrder(id: string) {
  return db.selectFrom('sandbox_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

async function paidOrder(amount = 129_900) {
  const order = await gateway.createOrder({ amount, receipt: 'receipt-1' });
  return { order, paid: await gateway.pay(order.id) };
}

describe('orders', () => {
  it('creates an INR order with a Razorpay-shaped id', async () => {
    const order = await gateway.createOrder({ amount: 49_950, receipt: 'r-42', notes: { checkout: 'c1' } });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      amount: 49_950,
      currency: 'INR',
      receipt: 'r-42',
    });
    const stored = await storedOrder(order.id);
    expect(stored).toMatchObject({ status: 'created', notes: { checkout: 'c1' }, attempts: 0 });
  });

  it.each([0, -100, 10.5, Number.NaN])('refuses the amount %s', async (amount) => {
    expect((await gatewayRefusal(gateway.createOrder({ amount, receipt: 'r' }))).message).toMatch(/amount/);
  });
});

describe('pay and fail', () => {
  it('captures the full amount and signs order_id|payment_id with the key secret', async () => {
    const { order, paid } = await paidOrder();
    expect(paid.razorpay_order_id).toBe(order.id);
    expect(paid.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(paid.razorpay_signature).toBe(paymentSignature('key-secret', order.id, paid.razorpay_payment_id));
    expect(gateway.verifyPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(
      true,
    );
    expect(gateway.verifyPaymentSignature(order.id, 'pay_00000000000000', paid.razorpay_signature)).toBe(
      false,
    );
    expect(await gateway.fetchPayment(paid.razorpay_payment_id)).toEqual({
      id: paid.razorpay_payment_id,
      orderId: order.id,
      amount: 129_900,
      status: 'captured',
    });
  });

  it('refuses to pay an order twice, even when both attempts race', async () => {
    const { order } = await paidOrder();
    expect((await gatewayRefusal(gateway.pay(order.id))).kind).toBe('conflict');
    const fresh = await gateway.createOrder({ amount: 100, receipt: 'race' });
    const results = await Promise.allSettled([
      gateway.pay(fresh.id),
      gateway.pay(fresh.id),
      gateway.pay(fresh.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an unknown order', async () => {
    expect((await gatewayRefusal(gateway.pay('order_00000000000000'))).kind).toBe('not_found');
    expect((await gatewayRefusal(gateway.fail('order_00000000000000'))).kind).toBe('not_found');
  });

  it('records a failed attempt and leaves the order payable', async () => {
    const order = await gateway.createOrder({ amount: 5_000, receipt: 'r' });
    const failed = await gateway.fail(order.id);
    expect(failed.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });
    expect(failed.error.metadata.order_id).toBe(order.id);
    expect((await gateway.fetchPayment(failed.error.metadata.payment_id)).status).toBe('failed');
    await gateway.pay(order.id);
    const stored = await storedOrder(order.id);
    expect(stored).toMatchObject({ status: 'paid', attempts: 2 });
    expect((await gatewayRefusal(gateway.fail(order.id))).kind).toBe('conflict');
  });
});

describe('authorize and capture', () => {
  async function authorizedOrder(amount = 4_500) {
    const order = await gateway.createOrder({ amount, receipt: 'auth' });
    return { order, authorized: await gateway.authorize(order.id) };
  }

  it('leaves an authorized payment uncaptured, signed like a paid one, until the shop captures it', async () => {
    const { order, authorized } = await authorizedOrder();
    const paymentId = authorized.razorpay_payment_id;
    expect(authorized.razorpay_signature).toBe(paymentSignature('key-secret', order.id, paymentId));
    expect(await gateway.fetchPayment(paymentId)).toEqual({
      id: paymentId,
      orderId: order.id,
      amount: 4_500,
      status: 'authorized',
    });
    expect(await gateway.fetchPaymentEntity(paymentId)).toMatchObject({ captured: false });
    const before = await storedOrder(order.id);
    expect(before).toMatchObject({ status: 'attempted', attempts: 1 });

    expect(await gateway.capture(paymentId, 4_500)).toEqual({
      id: paymentId,
      orderId: order.id,
      amount: 4_500,
      status: 'captured',
    });
    expect(await gateway.fetchPaymentEntity(paymentId)).toMatchObject({ status: 'captured', captured: true });
    const after = await storedOrder(order.id);
    expect(after).toMatchObject({ status: 'paid' });
  });

  it('captures once: a second capture is refused as already captured, even when captures race', async () => {
    const { authorized } = await authorizedOrder();
    const paymentId = authorized.razorpay_payment_id;
    const results = await Promise.allSettled([
      gateway.capture(paymentId, 4_500),
      gateway.capture(paymentId, 4_500),
      gateway.capture(paymentId, 4_500),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const again = await gatewayRefusal(gateway.capture(paymentId, 4_500));
    expect(again).toMatchObject({ kind: 'rejected', message: 'This payment has already been captured' });
  });

  it('refuses a capture for another amount, of a failed or unknown payment, and a paid one', async () => {
    const { authorized } = await authorizedOrder(2_000);
    for (const amount of [1_999, 2_001, 0, 1.5]) {
      expect((await gatewayRefusal(gateway.capture(authorized.razorpay_payment_id, amount))).kind).toBe(
        'rejected',
      );
    }
    expect((await gateway.fetchPayment(authorized.razorpay_payment_id)).status).toBe('authorized');
    const unpaid = await gateway.createOrder({ amount: 2_000, receipt: 'r' });
    const { error } = await gateway.fail(unpaid.id);
    expect((await gatewayRefusal(gateway.capture(error.metadata.payment_id, 2_000))).message).toMatch(
      /authorized/,
    );
    expect((await gatewayRefusal(gateway.capture('pay_00000000000000', 2_000))).kind).toBe('not_found');
  });

  it('refuses to refund an authorized payment, and to pay or authorize its order again', async () => {
    const { order, authorized } = await authorizedOrder();
    expect((await gatewayRefusal(gateway.refund(authorized.razorpay_payment_id))).message).toMatch(
      /captured/,
    );
    expect((await gatewayRefusal(gateway.pay(order.id))).kind).toBe('conflict');
    expect((await gatewayRefusal(gateway.authorize(order.id))).kind).toBe('conflict');
  });

  it('describes the authorization in a payment.authorized webhook', async () => {
    const { order, authorized } = await authorizedOrder(700);
    const hook = await gateway.signedWebhook('payment.authorized', authorized.razorpay_payment_id);
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'payment.authorized',
      payload: {
        payment: { entity: { status: 'authorized', captured: false, order_id: order.id, amount: 700 } },
      },
    });
    expect(gateway.verifyWebhookSignature(hook.body, hook.signature)).toBe(true);
  });
});

describe('refunds', () => {
  it('refunds the whole payment when no amount is given, once', async () => {
    const { paid } = await paidOrder(2_000);
    const refund = await gateway.refund(paid.razorpay_payment_id);
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      paymentId: paid.razorpay_payment_id,
      amount: 2_000,
      status: 'processed',
    });
    expect((await gateway.fetchPayment(paid.razorpay_payment_id)).status).toBe('refunded');
    expect((await gatewayRefusal(gateway.refund(paid.razorpay_payment_id))).message).toMatch(
      /fully refunded/,
    );
  });

  it('allows partial refunds up to what is left, never more', async () => {
    const { paid } = await paidOrder(1_000);
    const paymentId = paid.razorpay_payment_id;
    await gateway.refund(paymentId, 300);
    expect((await gateway.fetchPayment(paymentId)).status).toBe('captured');
    expect((await gatewayRefusal(gateway.refund(paymentId, 701))).message).toMatch(/exceeds/);
    expect((await gateway.refund(paymentId)).amount).toBe(700);
    expect((await gateway.fetchPayment(paymentId)).status).toBe('refunded');
  });

  it('never refunds more than was paid when refunds race', async () => {
    const { paid } = await paidOrder(1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => gateway.refund(paid.razorpay_payment_id, 400)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
  });

  it('refuses a failed payment, an unknown payment and a bad amount', async () => {
    const order = await gateway.createOrder({ amount: 1_000, receipt: 'r' });
    const failed = await gateway.fail(order.id);
    expect((await gatewayRefusal(gateway.refund(failed.error.metadata.payment_id))).message).toMatch(
      /failed payment/,
    );
    expect((await gatewayRefusal(gateway.refund('pay_00000000000000'))).kind).toBe('not_found');
    const { paid } = await paidOrder(1_000);
    for (const amount of [0, -1, 1.5]) await gatewayRefusal(gateway.refund(paid.razorpay_payment_id, amount));
  });
});

describe('webhooks', () => {
  it('builds a Razorpay-shaped payment.captured event that verifies with the webhook secret', async () => {
    const { order, paid } = await paidOrder(1_299);
    const webhook = await gateway.signedWebhook('payment.captured', paid.razorpay_payment_id);
    expect(webhook.eventId).toMatch(/^evt_[0-9A-Za-z]{14}$/);
    expect(JSON.parse(webhook.body)).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: paid.razorpay_payment_id, entity: 'payment', amount: 1_299, currency: 'INR' },
        },
      },
    });
    expect(JSON.parse(webhook.body).payload.payment.entity).toMatchObject({
      status: 'captured',
      order_id: order.id,
      method: 'card',
      captured: true,
    });
    expect(gateway.verifyWebhookSignature(webhook.body, webhook.signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(Buffer.from(webhook.body), webhook.signature)).toBe(true);
    const tampered = webhook.body.replace('"amount":1299', '"amount":1');
    expect(tampered).not.toBe(webhook.body);
    expect(gateway.verifyWebhookSignature(tampered, webhook.signature)).toBe(false);
    // Signed with the webhook secret, not the key secret.
    const other = new SandboxGateway(db, { ...secrets, webhookSecret: 'key-secret' });
    expect(other.verifyWebhookSignature(webhook.body, webhook.signature)).toBe(false);
  });

  it('adds the order to order.paid and describes a failed payment', async () => {
    const { order, paid } = await paidOrder(800);
    const orderPaid = JSON.parse((await gateway.signedWebhook('order.paid', paid.razorpay_payment_id)).body);
    expect(orderPaid.contains).toEqual(['payment', 'order']);
    expect(orderPaid.payload.order.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 800 });

    const unpaid = await gateway.createOrder({ amount: 800, receipt: 'r' });
    const { error } = await gateway.fail(unpaid.id);
    const failed = JSON.parse(
      (await gateway.signedWebhook('payment.failed', error.metadata.payment_id)).body,
    );
    expect(failed.payload.payment.entity).toMatchObject({
      status: 'failed',
      captured: false,
      error_reason: 'payment_failed',
    });
  });
});
