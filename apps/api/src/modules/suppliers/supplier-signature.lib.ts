// Signed JSON between the shop and its suppliers (docs/decisions/027-purchase-orders.md), the way payment
// providers sign their webhooks: HMAC-SHA256 under the supplier's secret over `timestamp.rawBody`, sent as
// `t=<unix seconds>,v1=<hex>` in one header. The timestamp is inside what is signed, so an old message cannot be
// given a fresh time; a receiver refuses times too far from its own clock, and remembers event ids (replays).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header on purchase orders the shop sends. */
export const SHOP_SIGNATURE_HEADER = 'x-shop-signature';
/** The header on reports a supplier sends. */
export const SUPPLIER_SIGNATURE_HEADER = 'x-supplier-signature';

export function signature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header's value for `rawBody` signed at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${signature(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/**
 * Checks a signature header against the body: `stale` when its time is more than `toleranceSeconds` away from
 * `now` (either way), `mismatch` when no v1 value matches. Constant-time comparison.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  toleranceSeconds: number,
  now = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return 'missing';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const candidates = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''));
  if (!Number.isSafeInteger(timestamp) || candidates.length === 0) return 'malformed';
  if (Math.abs(now - timestamp) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(signature(secret, timestamp, rawBody), 'hex');
  const matches = candidates.some(([, value]) => timingSafeEqual(Buffer.from(value ?? '', 'hex'), expected));
  return matches ? 'valid' : 'mismatch';
}
