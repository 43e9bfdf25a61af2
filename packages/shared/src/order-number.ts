// Readable order numbers (docs/decisions/036-checkout-for-india.md, "Readable order numbers"): SN-2611-004213 is the
// shop's prefix, the year and month the order was placed by India's clock, and a shop-wide sequence of six digits or
// more that never resets. The server writes the number once, when the order is made; screens and mails show it.
import { INDIA_OFFSET_MS } from './india-time.ts';

export const DEFAULT_ORDER_NUMBER_PREFIX = 'SN';

/** The prefix setting (ORDER_NUMBER_PREFIX): one to six capital letters, so a number reads the same everywhere. */
export const ORDER_NUMBER_PREFIX_PATTERN = /^[A-Z]{1,6}$/;

/** `SN-2611-004213`: the prefix, YYMM of `placedAt` in India, and the sequence padded to six digits (never cut). */
export function formatOrderNumber(prefix: string, placedAt: Date, serial: number): string {
  const india = new Date(placedAt.getTime() + INDIA_OFFSET_MS);
  const year = String(india.getUTCFullYear() % 100).padStart(2, '0');
  const month = String(india.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}-${year}${month}-${String(serial).padStart(6, '0')}`;
}

/**
 * Whether a shopper's search text finds the order by its number: the whole number or any part of it, in any case
 * ("sn-2611-004213", "004213", "4213").
 */
export function orderNumberMatches(orderNumber: string, search: string): boolean {
  const text = search.trim().toUpperCase();
  return text !== '' && orderNumber.toUpperCase().includes(text);
}
