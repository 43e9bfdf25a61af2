// The Razorpay signature algorithm, pinned to vectors computed independently with openssl, and the
// constant-time matcher's refusals of malformed input (docs/product.md#payment-online).
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, paymentSignature, signatureMatches } from './payment-gateway.ts';

// printf '%s' 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
const CHECKOUT_VECTOR = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
// printf '%s' '{"entity":"event","event":"payment.captured"}' | openssl dgst -sha256 -hmac 'webhook-secret'
const WEBHOOK_VECTOR = '04e5bdc30870cf04062d41d4e6a5868bb91c6bb378cd0fe7b3030f7177eac1ff';

describe('payment signatures', () => {
  it('signs order_id|payment_id with the key secret exactly as Razorpay does', () => {
    expect(paymentSignature('EnLs21M47BllR3X8PSFtjtbd', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')).toBe(
      CHECKOUT_VECTOR,
    );
  });

  it('signs a raw webhook body, as text or bytes', () => {
    const body = '{"entity":"event","event":"payment.captured"}';
    expect(hmacSha256Hex('webhook-secret', body)).toBe(WEBHOOK_VECTOR);
    expect(hmacSha256Hex('webhook-secret', Buffer.from(body))).toBe(WEBHOOK_VECTOR);
  });
});

describe('signatureMatches', () => {
  it('accepts the expected signature, in either case', () => {
    expect(signatureMatches(CHECKOUT_VECTOR, CHECKOUT_VECTOR)).toBe(true);
    expect(signatureMatches(CHECKOUT_VECTOR, CHECKOUT_VECTOR.toUpperCase())).toBe(true);
  });

  it('refuses another signature of the same length', () => {
    expect(signatureMatches(CHECKOUT_VECTOR, WEBHOOK_VECTOR)).toBe(false);
    const lastFlipped = `${CHECKOUT_VECTOR.slice(0, -1)}${CHECKOUT_VECTOR.endsWith('f') ? 'e' : 'f'}`;
    expect(signatureMatches(CHECKOUT_VECTOR, lastFlipped)).toBe(false);
  });

  it('refuses a wrong length without throwing', () => {
    expect(signatureMatches(CHECKOUT_VECTOR, CHECKOUT_VECTOR.slice(0, -2))).toBe(false);
    expect(signatureMatches(CHECKOUT_VECTOR, `${CHECKOUT_VECTOR}00`)).toBe(false);
    // An odd length would make Buffer.from(…, 'hex') drop the last digit and compare a shorter prefix.
    expect(signatureMatches(CHECKOUT_VECTOR, CHECKOUT_VECTOR.slice(0, -1))).toBe(false);
    expect(signatureMatches(CHECKOUT_VECTOR, '')).toBe(false);
  });

  it('refuses non-hex input of the right length', () => {
    const notHex = `${CHECKOUT_VECTOR.slice(0, -2)}zz`;
    expect(signatureMatches(CHECKOUT_VECTOR, notHex)).toBe(false);
    expect(signatureMatches(CHECKOUT_VECTOR, ' '.repeat(CHECKOUT_VECTOR.length))).toBe(false);
    expect(signatureMatches(CHECKOUT_VECTOR, `${CHECKOUT_VECTOR.slice(0, -1)}\n`)).toBe(false);
  });
});
