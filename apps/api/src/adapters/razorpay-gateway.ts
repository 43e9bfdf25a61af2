// The real Razorpay REST API (docs/product.md#payment-online), spoken with fetch and HTTP Basic auth. Every answer is checked
// against the entity schemas; every failure becomes a GatewayError carrying Razorpay's own description.
import { z } from 'zod';
import {
  GatewayError,
  type GatewayErrorKind,
  type PaymentGateway,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  paymentSignatureMatches,
  webhookSignatureMatches,
} from './payment-gateway.ts';
import {
  razorpayErrorSchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  toProviderPayment,
  toProviderRefund,
} from './razorpay-entities.ts';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** Without it every webhook is refused (its signature cannot be checked). */
  webhookSecret: string | undefined;
  /** API base such as https://api.razorpay.com/v1, without a trailing slash. */
  apiUrl: string;
  /** Per-request time limit; 10 s unless given. */
  timeoutMs?: number;
}

export class RazorpayGateway implements PaymentGateway {
  readonly keyId: string;
  readonly checkoutScript = 'https://checkout.razorpay.com/v1/checkout.js';
  readonly sandbox = false;
  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  readonly #apiUrl: string;
  readonly #timeoutMs: number;

  constructor(settings: RazorpaySettings) {
    this.keyId = settings.keyId;
    this.#keySecret = settings.keySecret;
    this.#webhookSecret = settings.webhookSecret;
    this.#apiUrl = settings.apiUrl.replace(/\/+$/, '');
    this.#timeoutMs = settings.timeoutMs ?? 10_000;
  }

  async createOrder(input: {
    amount: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) {
      throw new GatewayError('The order amount must be a positive whole number of paise');
    }
    const body = { amount: input.amount, currency: 'INR', receipt: input.receipt, notes: input.notes ?? {} };
    const order = await this.#call('POST', '/orders', razorpayOrderSchema, body);
    return { id: order.id, amount: order.amount, currency: 'INR', receipt: order.receipt ?? '' };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const payment = await this.#call(
      'GET',
      `/payments/${encodeURIComponent(paymentId)}`,
      razorpayPaymentSchema,
    );
    return toProviderPayment(payment);
  }

  async capture(paymentId: string, amount: number): Promise<ProviderPayment> {
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new GatewayError('The capture amount must be a positive whole number of paise');
    }
    const path = `/payments/${encodeURIComponent(paymentId)}/capture`;
    const payment = await this.#call('POST', path, razorpayPaymentSchema, { amount, currency: 'INR' });
    return toProviderPayment(payment);
  }

  async refund(paymentId: string, amount?: number): Promise<ProviderRefund> {
    const path = `/payments/${encodeURIComponent(paymentId)}/refund`;
    const refund = await this.#call(
      'POST',
      path,
      razorpayRefundSchema,
      amount === undefined ? {} : { amount },
    );
    return toProviderRefund(refund);
  }

  async refundsOf(paymentId: string): Promise<ProviderRefund[]> {
    const path = `/payments/${encodeURIComponent(paymentId)}/refunds`;
    const list = await this.#call('GET', path, z.object({ items: z.array(razorpayRefundSchema) }));
    return list.items.map(toProviderRefund).reverse();
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return paymentSignatureMatches(this.#keySecret, orderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    if (!this.#webhookSecret) return false;
    return webhookSignatureMatches(this.#webhookSecret, rawBody, signature);
  }

  async #call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: object): Promise<T> {
    const response = await this.#fetch(method, path, body);
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw failure(response.status, payload);
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new GatewayError('Razorpay sent an answer this shop cannot read', 'unavailable');
    return parsed.data;
  }

  async #fetch(method: 'GET' | 'POST', path: string, body: object | undefined): Promise<Response> {
    const credentials = Buffer.from(`${this.keyId}:${this.#keySecret}`).toString('base64');
    try {
      return await fetch(`${this.#apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${credentials}`,
          accept: 'application/json',
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const message = timedOut
        ? `Razorpay did not answer within ${this.#timeoutMs / 1000} s`
        : 'Razorpay could not be reached';
      throw new GatewayError(message, 'unavailable', { cause: error });
    }
  }
}

/** A non-2xx answer: Razorpay's own description when it sent one. */
function failure(status: number, payload: unknown): GatewayError {
  const parsed = razorpayErrorSchema.safeParse(payload);
  const description = parsed.success ? parsed.data.error.description : `Razorpay answered HTTP ${status}`;
  return new GatewayError(description, kindOf(status));
}

function kindOf(status: number): GatewayErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status >= 500 || status === 429) return 'unavailable';
  return 'rejected';
}
