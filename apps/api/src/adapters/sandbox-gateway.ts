// The built-in sandbox payment gateway (docs/product.md#payment-online): with no Razorpay keys it plays the provider, with the same
// ids, entities, signatures and refund rules, so checkout works and is tested end to end without real money.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  GatewayError,
  hmacSha256Hex,
  type PaymentGateway,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  paymentSignature,
  paymentSignatureMatches,
  signatureMatches,
  webhookSignatureMatches,
} from './payment-gateway.ts';
import {
  type CaptureBody,
  type CreateOrderBody,
  captureBodySchema,
  createOrderBodySchema,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  toProviderPayment,
  toProviderRefund,
} from './razorpay-entities.ts';
import * as repository from './sandbox-gateway.repository.ts';

export interface SandboxSecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** What Razorpay's checkout hands the shop's `handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Razorpay's checkout hands `payment.failed` listeners. */
export interface CheckoutFailure {
  error: {
    code: 'BAD_REQUEST_ERROR';
    description: string;
    reason: 'payment_failed';
    metadata: { order_id: string; payment_id: string };
  };
}

export type SandboxWebhookEvent = 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid';

const FAILURE_DESCRIPTION = 'Payment failed: the tester chose "Fail payment" on the sandbox checkout.';
/** Razorpay's own descriptions of a refused capture. */
const ALREADY_CAPTURED = 'This payment has already been captured';
const NOT_AUTHORIZED = 'Only payments which have been authorized and not yet captured can be captured';
const SANDBOX_ACCOUNT_ID = 'acc_SandboxGateway';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-style id: prefix and 14 base62 characters (rejection sampling keeps them uniform). */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let id = '';
  while (id.length < 14) {
    for (const byte of randomBytes(16)) if (byte < 248 && id.length < 14) id += BASE62[byte % 62];
  }
  return `${prefix}_${id}`;
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export class SandboxGateway implements PaymentGateway {
  readonly keyId: string;
  readonly checkoutScript = '/sandbox-gateway/checkout.js';
  readonly sandbox = true;
  readonly #db: Db;
  readonly #keySecret: string;
  readonly #webhookSecret: string;

  constructor(db: Db, secrets: SandboxSecrets) {
    this.#db = db;
    this.keyId = secrets.keyId;
    this.#keySecret = secrets.keySecret;
    this.#webhookSecret = secrets.webhookSecret;
  }

  /** True when Basic-auth credentials are this sandbox's key pair (the REST API's check). */
  acceptsCredentials(keyId: string, keySecret: string): boolean {
    const expected = hmacSha256Hex(this.#keySecret, `${this.keyId}:${this.#keySecret}`);
    return signatureMatches(expected, hmacSha256Hex(this.#keySecret, `${keyId}:${keySecret}`));
  }

  async createOrder(input: {
    amount: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder> {
    const order = await this.createOrderEntity(input);
    return { id: order.id, amount: order.amount, currency: 'INR', receipt: order.receipt ?? '' };
  }

  /** POST /orders of the sandbox REST API. */
  async createOrderEntity(input: Partial<CreateOrderBody> & { amount: number }): Promise<RazorpayOrder> {
    const parsed = createOrderBodySchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new GatewayError(`${issue?.path.join('.') || 'order'}: ${issue?.message ?? 'invalid'}`);
    }
    const { amount, receipt = '', notes = {} } = parsed.data;
    const row = await repository.insertOrder(this.#db, { id: sandboxId('order'), amount, receipt, notes });
    return orderEntity(row);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const payment = await this.fetchPaymentEntity(paymentId);
    return toProviderPayment(payment);
  }

  /** GET /payments/{id} of the sandbox REST API. */
  async fetchPaymentEntity(paymentId: string): Promise<RazorpayPayment> {
    const row = await repository.findPayment(this.#db, paymentId);
    if (!row) throw new GatewayError('The id provided does not exist', 'not_found');
    return paymentEntity(row);
  }

  async refund(paymentId: string, amount?: number): Promise<ProviderRefund> {
    const refund = await this.refundEntity(paymentId, amount);
    return toProviderRefund(refund);
  }

  async refundsOf(paymentId: string): Promise<ProviderRefund[]> {
    return (await repository.refundsOfPayment(this.#db, paymentId)).map((row) => ({
      id: row.id,
      paymentId: row.payment_id,
      amount: row.amount,
      status: 'processed',
    }));
  }

  async capture(paymentId: string, amount: number): Promise<ProviderPayment> {
    const payment = await this.captureEntity(paymentId, { amount, currency: 'INR' });
    return toProviderPayment(payment);
  }

  /**
   * POST /payments/{id}/capture of the sandbox REST API, Razorpay's rules: only an authorized payment, only for
   * exactly the authorized amount, and once (a second capture is refused as already captured). The payment's
   * row lock makes racing captures queue, so exactly one succeeds.
   */
  async captureEntity(paymentId: string, body: CaptureBody): Promise<RazorpayPayment> {
    const parsed = captureBodySchema.safeParse(body);
    if (!parsed.success)
      throw new GatewayError('The capture amount must be a positive whole number of paise');
    const row = await this.#db.transaction().execute(async (trx) => {
      const payment = await repository.lockPayment(trx, paymentId);
      if (!payment) throw new GatewayError('The id provided does not exist', 'not_found');
      if (payment.status === 'captured' || payment.status === 'refunded')
        throw new GatewayError(ALREADY_CAPTURED);
      if (payment.status !== 'authorized') throw new GatewayError(NOT_AUTHORIZED);
      if (parsed.data.amount !== payment.amount) {
        throw new GatewayError('Capture amount must be equal to the amount authorized');
      }
      await repository.markOrderPaid(trx, payment.order_id);
      return repository.setCaptured(trx, paymentId);
    });
    return paymentEntity(row);
  }

  /** POST /payments/{id}/refund of the sandbox REST API: Razorpay's rules, partial refunds included. */
  async refundEntity(paymentId: string, amount?: number): Promise<RazorpayRefund> {
    if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) {
      throw new GatewayError('The refund amount must be a positive whole number of paise');
    }
    const row = await this.#db.transaction().execute(async (trx) => {
      const payment = await repository.lockPayment(trx, paymentId);
      if (!payment) throw new GatewayError('The id provided does not exist', 'not_found');
      const left = payment.amount - payment.amount_refunded;
      if (payment.status === 'failed') throw new GatewayError('A failed payment cannot be refunded');
      if (payment.status === 'authorized') {
        throw new GatewayError('Only captured payments can be refunded; this one is only authorized');
      }
      if (left === 0) throw new GatewayError('The payment has been fully refunded already');
      const refunding = amount ?? left;
      if (refunding > left) {
        throw new GatewayError(
          `The refund amount (${refunding} paise) exceeds what is left to refund (${left})`,
        );
      }
      const refunded = payment.amount_refunded + refunding;
      const status = refunded === payment.amount ? 'refunded' : 'captured';
      await repository.setRefunded(trx, paymentId, { amount_refunded: refunded, status });
      return repository.insertRefund(trx, {
        id: sandboxId('rfnd'),
        payment_id: paymentId,
        amount: refunding,
      });
    });
    return refundEntity(row);
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return paymentSignatureMatches(this.#keySecret, orderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean {
    return webhookSignatureMatches(this.#webhookSecret, rawBody, signature);
  }

  /** The tester paid: a captured payment of the order's full amount, signed like Razorpay's checkout. */
  pay(orderId: string): Promise<CheckoutSuccess> {
    return this.#succeed(orderId, 'captured');
  }

  /**
   * The tester paid but the provider only authorized the payment (as Razorpay does without auto-capture): the
   * shop gets the same signed fields, and the money is the shop's only once it captures the payment.
   */
  authorize(orderId: string): Promise<CheckoutSuccess> {
    return this.#succeed(orderId, 'authorized');
  }

  /** A successful attempt (`status` is whether the provider captured it) and the signed fields checkout hands over. */
  async #succeed(orderId: string, status: 'authorized' | 'captured'): Promise<CheckoutSuccess> {
    const payment = await this.#attempt(orderId, status);
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: paymentSignature(this.#keySecret, orderId, payment.id),
    };
  }

  /** The tester chose to fail: a failed payment is recorded and the order stays payable. */
  async fail(orderId: string): Promise<CheckoutFailure> {
    const payment = await this.#attempt(orderId, 'failed');
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: FAILURE_DESCRIPTION,
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: payment.id },
      },
    };
  }

  /** A Razorpay-shaped webhook delivery for `paymentId`, signed with the webhook secret. */
  async signedWebhook(
    event: SandboxWebhookEvent,
    paymentId: string,
  ): Promise<{ body: string; signature: string; eventId: string }> {
    const payment = await this.fetchPaymentEntity(paymentId);
    const order = event === 'order.paid' ? await this.#orderEntityOf(payment) : undefined;
    const body = JSON.stringify({
      entity: 'event',
      account_id: SANDBOX_ACCOUNT_ID,
      event,
      contains: order ? ['payment', 'order'] : ['payment'],
      payload: { payment: { entity: payment }, ...(order && { order: { entity: order } }) },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { body, signature: hmacSha256Hex(this.#webhookSecret, body), eventId: sandboxId('evt') };
  }

  /**
   * One payment attempt on an unpaid order, in a transaction that holds the order row against races. An order
   * with an authorized payment waiting for its capture is paid already, as far as the checkout is concerned.
   */
  async #attempt(
    orderId: string,
    status: 'authorized' | 'captured' | 'failed',
  ): Promise<repository.SandboxPaymentRow> {
    return this.#db.transaction().execute(async (trx) => {
      const order = await repository.lockOrder(trx, orderId);
      if (!order) throw new GatewayError(`No sandbox order ${orderId}`, 'not_found');
      if (order.status === 'paid' || (await repository.hasSuccessfulPayment(trx, orderId))) {
        throw new GatewayError(`Order ${orderId} is already paid`, 'conflict');
      }
      await repository.recordAttempt(trx, orderId, status === 'captured' ? 'paid' : 'attempted');
      const id = sandboxId('pay');
      return repository.insertPayment(trx, { id, order_id: orderId, amount: order.amount, status });
    });
  }

  async #orderEntityOf(payment: RazorpayPayment): Promise<RazorpayOrder> {
    const order = payment.order_id ? await repository.findOrder(this.#db, payment.order_id) : undefined;
    if (!order) throw new GatewayError('The payment has no order', 'not_found');
    return orderEntity(order);
  }
}

function orderEntity(row: repository.SandboxOrderRow): RazorpayOrder {
  const amountPaid = row.status === 'paid' ? row.amount : 0;
  return {
    id: row.id,
    entity: 'order',
    amount: row.amount,
    amount_paid: amountPaid,
    amount_due: row.amount - amountPaid,
    currency: 'INR',
    receipt: row.receipt,
    status: row.status,
    attempts: row.attempts,
    notes: row.notes,
    created_at: unixSeconds(row.created_at),
  };
}

function paymentEntity(row: repository.SandboxPaymentRow): RazorpayPayment {
  const failed = row.status === 'failed';
  // A refunded payment was captured first; an authorized one waits for the shop's capture.
  const captured = row.status === 'captured' || row.status === 'refunded';
  return {
    id: row.id,
    entity: 'payment',
    amount: row.amount,
    currency: 'INR',
    status: row.status,
    order_id: row.order_id,
    method: 'card',
    captured,
    amount_refunded: row.amount_refunded,
    refund_status: row.amount_refunded === 0 ? null : row.status === 'refunded' ? 'full' : 'partial',
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? FAILURE_DESCRIPTION : null,
    error_reason: failed ? 'payment_failed' : null,
    created_at: unixSeconds(row.created_at),
  };
}

function refundEntity(row: repository.SandboxRefundRow): RazorpayRefund {
  return {
    id: row.id,
    entity: 'refund',
    amount: row.amount,
    currency: 'INR',
    payment_id: row.payment_id,
    status: 'processed',
    created_at: unixSeconds(row.created_at),
  };
}
