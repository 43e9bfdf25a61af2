// The sandbox gateway's HTTP side (docs/product.md#payment-online): the checkout.js drop-in, the pay / authorize / fail endpoints
// with their in-process webhook, and the Razorpay-compatible REST API's Basic auth, error shape and capture.
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../../../test/sandbox-gateway-server.ts';

let s: SandboxServer;
beforeAll(async () => {
  s = await startSandboxServer({ receiveWebhooks: true });
});
afterAll(async () => {
  await s.close();
});

function checkout(orderId: string, action: 'pay' | 'fail' | 'authorize') {
  return s.app.inject({ method: 'POST', url: `/sandbox-gateway/v1/checkout/${orderId}/${action}` });
}

function basic(keyId: string, keySecret: string) {
  return { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` };
}

describe('GET /sandbox-gateway/checkout.js', () => {
  it('serves valid JavaScript that defines window.Razorpay with this install’s key', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(() => new Script(response.body)).not.toThrow();
    expect(response.body).toContain('window.Razorpay = Razorpay');
    expect(response.body).toContain(
      JSON.stringify({ keyId: 'rzp_test_sandbox', shopName: s.config.shop.name }),
    );
    expect(response.body).not.toContain('sandbox-settings');
    for (const name of ["'Pay now'", "'Authorize only'", "'Fail payment'", "'Cancel'", "'Sandbox payment'"]) {
      expect(response.body).toContain(name);
    }
  });
});

describe('POST /sandbox-gateway/v1/checkout/:orderId/pay', () => {
  it('pays the order, answers the signed handler fields and delivers a signed payment.captured webhook', async () => {
    const order = await s.gateway.createOrder({ amount: 129_900, receipt: 'r' });
    const response = await checkout(order.id, 'pay');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const paid = response.json();
    expect(paid.razorpay_order_id).toBe(order.id);
    expect(
      s.gateway.verifyPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature),
    ).toBe(true);

    const webhook = await vi.waitFor(() => {
      const found = s.webhooks.find((hook) => hook.body.includes(paid.razorpay_payment_id));
      if (!found) throw new Error('no webhook yet');
      return found;
    });
    expect(webhook.eventId).toMatch(/^evt_/);
    expect(s.gateway.verifyWebhookSignature(webhook.body, webhook.signature ?? '')).toBe(true);
    expect(JSON.parse(webhook.body)).toMatchObject({ event: 'payment.captured' });
  });

  it('answers 409 for a paid order and 404 for an unknown one, as { message }', async () => {
    const order = await s.gateway.createOrder({ amount: 100, receipt: 'r' });
    expect((await checkout(order.id, 'pay')).statusCode).toBe(200);
    const again = await checkout(order.id, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: expect.stringContaining('already paid') });
    const unknown = await checkout('order_00000000000000', 'pay');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
  });
});

describe('POST /sandbox-gateway/v1/checkout/:orderId/fail', () => {
  it('answers Razorpay’s failure object and delivers a payment.failed webhook', async () => {
    const order = await s.gateway.createOrder({ amount: 2_500, receipt: 'r' });
    const response = await checkout(order.id, 'fail');
    expect(response.statusCode).toBe(200);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });
    expect(error.metadata.order_id).toBe(order.id);
    await vi.waitFor(() => {
      const hook = s.webhooks.find((received) => received.body.includes(error.metadata.payment_id));
      expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ event: 'payment.failed' });
    });
    // The order can still be paid after a failed attempt.
    expect((await checkout(order.id, 'pay')).statusCode).toBe(200);
  });
});

describe('POST /sandbox-gateway/v1/checkout/:orderId/authorize', () => {
  it('authorizes without capturing, answers the signed handler fields and delivers payment.authorized', async () => {
    const order = await s.gateway.createOrder({ amount: 3_300, receipt: 'r' });
    const response = await checkout(order.id, 'authorize');
    expect(response.statusCode).toBe(200);
    const authorized = response.json();
    expect(
      s.gateway.verifyPaymentSignature(
        order.id,
        authorized.razorpay_payment_id,
        authorized.razorpay_signature,
      ),
    ).toBe(true);
    expect((await s.gateway.fetchPayment(authorized.razorpay_payment_id)).status).toBe('authorized');
    await vi.waitFor(() => {
      const hook = s.webhooks.find((received) => received.body.includes(authorized.razorpay_payment_id));
      expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ event: 'payment.authorized' });
    });
    // Authorized is as good as paid for the checkout page: no second payment of the order.
    expect((await checkout(order.id, 'pay')).statusCode).toBe(409);
  });
});

describe('without the orders module', () => {
  it('still answers the payment when the webhook target is missing', async () => {
    const bare = await startSandboxServer();
    try {
      const order = await bare.gateway.createOrder({ amount: 100, receipt: 'r' });
      const response = await bare.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/v1/checkout/${order.id}/pay`,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      // Closing waits for the (404) webhook delivery instead of cutting it off.
      await bare.close();
    }
  });
});

describe('the sandbox REST API', () => {
  it('answers 401 in Razorpay’s error shape without the sandbox key pair', async () => {
    for (const headers of [
      {},
      basic('rzp_test_sandbox', 'wrong'),
      basic('rzp_live_x', s.config.payment.keySecret),
    ]) {
      const response = await s.app.inject({
        method: 'GET',
        url: '/sandbox-gateway/v1/payments/pay_x',
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
  });

  it('captures an authorized payment once, for its amount in INR, in Razorpay’s shapes', async () => {
    const headers = basic('rzp_test_sandbox', s.config.payment.keySecret);
    const order = await s.gateway.createOrder({ amount: 8_800, receipt: 'r' });
    const { razorpay_payment_id: id } = await s.gateway.authorize(order.id);
    const capture = (payload: object) =>
      s.app.inject({ method: 'POST', url: `/sandbox-gateway/v1/payments/${id}/capture`, headers, payload });

    const withoutCurrency = await capture({ amount: 8_800 });
    expect(withoutCurrency.statusCode).toBe(400);
    expect(withoutCurrency.json().error).toMatchObject({ code: 'BAD_REQUEST_ERROR' });
    const captured = await capture({ amount: 8_800, currency: 'INR' });
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json()).toMatchObject({ id, entity: 'payment', status: 'captured', captured: true });
    const again = await capture({ amount: 8_800, currency: 'INR' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' },
    });
  });

  it('creates orders and refuses bad input and unknown ids with 400 BAD_REQUEST_ERROR', async () => {
    const headers = basic('rzp_test_sandbox', s.config.payment.keySecret);
    const created = await s.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/orders',
      headers,
      payload: { amount: 50_000, currency: 'INR', receipt: 'r-1', notes: { checkout: 'c' } },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      entity: 'order',
      amount: 50_000,
      status: 'created',
      amount_due: 50_000,
    });

    const invalid = await s.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/orders',
      headers,
      payload: { amount: -5 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: expect.stringContaining('amount'),
    });

    const unknown = await s.app.inject({ method: 'GET', url: '/sandbox-gateway/v1/payments/pay_x', headers });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.description).toBe('The id provided does not exist');
  });
});
