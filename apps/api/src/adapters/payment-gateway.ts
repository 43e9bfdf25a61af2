// The payment provider behind online checkout (docs/product.md#payment-online): the real Razorpay API when keys are configured,
// otherwise the built-in sandbox gateway speaking the same protocol. Amounts are integer paise, currency INR.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ProviderOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  status: string;
}

/** What the provider tells about one payment (Razorpay's payment entity, reduced). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Paise. */
  amount: number;
  /** 'created' | 'authorized' | 'captured' | 'refunded' | 'failed' */
  status: string;
}

/**
 * Why a gateway call failed: `not_found` and `conflict` (sandbox checkout: unknown or already paid order),
 * `rejected` (the provider refused the request: bad amount, nothing left to refund…), `unauthorized` (wrong
 * keys), `unavailable` (unreachable, timed out or a provider error: worth retrying later).
 */
export type GatewayErrorKind = 'not_found' | 'conflict' | 'rejected' | 'unauthorized' | 'unavailable';

/** Every failure of a PaymentGateway call; the message is the provider's own description when it gave one. */
export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;

  constructor(message: string, kind: GatewayErrorKind = 'rejected', options?: ErrorOptions) {
    super(message, options);
    this.name = 'GatewayError';
    this.kind = kind;
  }
}

export interface PaymentGateway {
  /** Public key the browser's checkout opens with. */
  readonly keyId: string;
  /** URL of the provider's checkout script (defines `window.Razorpay`). */
  readonly checkoutScript: string;
  /** True for the built-in sandbox: no real money moves. */
  readonly sandbox: boolean;
  createOrder(input: {
    amount: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Captures an authorized payment for exactly its `amount` paise (docs/decisions/020). The provider refuses a
   * second capture (`rejected`): the caller then asks `fetchPayment` whether it is captured already.
   */
  capture(paymentId: string, amount: number): Promise<ProviderPayment>;
  /** Refunds `amount` paise of a captured payment (the whole payment when omitted). */
  refund(paymentId: string, amount?: number): Promise<ProviderRefund>;
  /**
   * The refunds made of a payment, oldest first: a refund job whose earlier answer was lost finds its refund id
   * here instead of refunding again (docs/decisions/025).
   */
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret (`X-Razorpay-Signature`). */
  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean;
}

/** Hex HMAC-SHA256, the signature format of the Razorpay protocol. */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The checkout signature: HMAC-SHA256 over `order_id|payment_id` with the key secret, as hex. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** Constant-time comparison of a received hex signature with the expected one; malformed input is false. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(receivedHex) || receivedHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}

/** `verifyPaymentSignature` of both gateways: the checkout's signature checked against the key secret. */
export function paymentSignatureMatches(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
) {
  return signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature);
}

/** `verifyWebhookSignature` of both gateways: the raw body's signature checked against the webhook secret. */
export function webhookSignatureMatches(webhookSecret: string, rawBody: string | Buffer, signature: string) {
  return signatureMatches(hmacSha256Hex(webhookSecret, rawBody), signature);
}
