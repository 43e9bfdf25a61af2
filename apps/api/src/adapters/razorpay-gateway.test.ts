// RazorpayGateway speaking real HTTP to the sandbox's Razorpay-compatible API (docs/product.md#payment-online): Basic auth,
// orders, payments, captures, refunds, Razorpay's error descriptions, and the time limit on a silent provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRefusal, type SandboxServer, startSandboxServer } from '../../test/sandbox-gateway-server.ts';
import { hmacSha256Hex } from './payment-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';

let s: SandboxServer;
let razorpay: RazorpayGateway;
beforeAll(async () => {
  s = await startSandboxServer();
  const { keyId, keySecret, webhookSecret } = s.config.payment;
  razorpay = new RazorpayGateway({ keyId, keySecret, webhookSecret, apiUrl: s.apiUrl });
});
afterAll(async () => {
  await s.close();
});

describe('against the sandbox API', () => {
  it('creates an order, reads the payment and refunds it in parts', async () => {
    expect(razorpay.sandbox).toBe(false);
    expect(razorpay.checkoutScript).toBe('https://checkout.razorpay.com/v1/checkout.js');
    const order = await razorpay.createOrder({
      amount: 129_900,
      receipt: 'rcpt-1',
      notes: { checkout: 'c1' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 129_900,
      currency: 'INR',
      receipt: 'rcpt-1',
    });

    const paid = await s.gateway.pay(order.id);
    expect(razorpay.verifyPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(
      true,
    );
    expect(await razorpay.fetchPayment(paid.razorpay_payment_id)).toEqual({
      id: paid.razorpay_payment_id,
      orderId: order.id,
      amount: 129_900,
      status: 'captured',
    });

    const part = await razorpay.refund(paid.razorpay_payment_id, 29_900);
    expect(part).toMatchObject({ paymentId: paid.razorpay_payment_id, amount: 29_900, status: 'processed' });
    const over = await gatewayRefusal(razorpay.refund(paid.razorpay_payment_id, 100_001));
    expect(over).toMatchObject({ kind: 'rejected', message: expect.stringContaining('exceeds') });
    expect((await razorpay.refund(paid.razorpay_payment_id)).amount).toBe(100_000);
    expect((await razorpay.fetchPayment(paid.razorpay_payment_id)).status).toBe('refunded');
  });

  it('captures an authorized payment for its amount in INR, once; a second capture is refused', async () => {
    const order = await razorpay.createOrder({ amount: 59_900, receipt: 'rcpt-capture' });
    const authorized = await s.gateway.authorize(order.id);
    const paymentId = authorized.razorpay_payment_id;
    expect((await razorpay.fetchPayment(paymentId)).status).toBe('authorized');

    const wrongAmount = await gatewayRefusal(razorpay.capture(paymentId, 59_899));
    expect(wrongAmount).toMatchObject({ kind: 'rejected', message: expect.stringContaining('amount') });
    expect(await razorpay.capture(paymentId, 59_900)).toEqual({
      id: paymentId,
      orderId: order.id,
      amount: 59_900,
      status: 'captured',
    });
    expect((await razorpay.fetchPayment(paymentId)).status).toBe('captured');
    const again = await gatewayRefusal(razorpay.capture(paymentId, 59_900));
    expect(again).toMatchObject({ kind: 'rejected', message: 'This payment has already been captured' });
  });

  it('passes on Razorpay’s description of a refusal', async () => {
    const unknown = await gatewayRefusal(razorpay.fetchPayment('pay_00000000000000'));
    expect(unknown).toMatchObject({ kind: 'rejected', message: 'The id provided does not exist' });
    await gatewayRefusal(razorpay.createOrder({ amount: 0, receipt: 'r' }));
  });

  it('is refused with a wrong key secret or key id', async () => {
    for (const keys of [
      { keyId: s.config.payment.keyId, keySecret: 'wrong' },
      { keyId: 'rzp_test_other', keySecret: s.config.payment.keySecret },
    ]) {
      const wrong = new RazorpayGateway({ ...keys, webhookSecret: undefined, apiUrl: s.apiUrl });
      const error = await gatewayRefusal(wrong.createOrder({ amount: 100, receipt: 'r' }));
      expect(error).toMatchObject({ kind: 'unauthorized', message: 'Authentication failed' });
    }
  });
});

describe('webhook signatures', () => {
  it('checks them with the webhook secret, and refuses every webhook without one', () => {
    const body = '{"event":"payment.captured"}';
    const signature = hmacSha256Hex('whsec', body);
    const settings = { keyId: 'k', keySecret: 's', apiUrl: s.apiUrl };
    expect(
      new RazorpayGateway({ ...settings, webhookSecret: 'whsec' }).verifyWebhookSignature(body, signature),
    ).toBe(true);
    const withoutSecret = new RazorpayGateway({ ...settings, webhookSecret: undefined });
    expect(withoutSecret.verifyWebhookSignature(body, signature)).toBe(false);
    expect(withoutSecret.verifyWebhookSignature(body, hmacSha256Hex('', body))).toBe(false);
  });
});

describe('the capture request', () => {
  let recorder: Server;
  let recorderUrl: string;
  const received: { method?: string; url?: string; body: string }[] = [];
  beforeAll(async () => {
    // Records the request and answers the captured payment entity Razorpay sends back.
    recorder = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, body });
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            id: 'pay_29QQoUBi66xm2f',
            entity: 'payment',
            amount: 1_000,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_GjCr5oKh4AVC51',
            method: 'card',
            captured: true,
            amount_refunded: 0,
            refund_status: null,
            error_code: null,
            error_description: null,
            error_reason: null,
            created_at: 1_700_000_000,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await new Promise((resolve) => recorder.close(resolve));
  });

  it('is Razorpay’s POST /payments/{id}/capture with the amount and the currency', async () => {
    const gateway = new RazorpayGateway({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: undefined,
      apiUrl: recorderUrl,
    });
    expect(await gateway.capture('pay_29QQoUBi66xm2f', 1_000)).toEqual({
      id: 'pay_29QQoUBi66xm2f',
      orderId: 'order_GjCr5oKh4AVC51',
      amount: 1_000,
      status: 'captured',
    });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/payments/pay_29QQoUBi66xm2f/capture',
        body: '{"amount":1000,"currency":"INR"}',
      },
    ]);
  });
});

describe('an unreachable or silent provider', () => {
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    // Accepts the request and never answers.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after the time limit', async () => {
    const slow = new RazorpayGateway({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: undefined,
      apiUrl: silentUrl,
      timeoutMs: 200,
    });
    const error = await gatewayRefusal(slow.fetchPayment('pay_1'));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Razorpay did not answer within 0.2 s' });
  });

  it('reports a provider it cannot reach', async () => {
    const closedPort = new RazorpayGateway({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: undefined,
      apiUrl: 'http://127.0.0.1:1/v1',
    });
    expect(await gatewayRefusal(closedPort.fetchPayment('pay_1'))).toMatchObject({ kind: 'unavailable' });
  });
});
