// Home and End on the price slider's handles (docs/product.md#catalogue-listing: the handles cannot cross).
import { PRICE_MAX, PRICE_MIN } from '@shop/shared/category-address';

/** The slider's step in rupees; the handles stay at least one step apart. */
export const PRICE_STEP = 10;

/**
 * The range after Home or End on one handle (0: minimum, 1: maximum), or undefined for any other key. The key moves
 * that handle only: to the track's end, or up to one step from the other handle when that one stands in the way.
 * Radix's own Home and End move the first and the last handle whichever has focus, so Home on the maximum would
 * reset the minimum and take focus there.
 */
export function rangeAfterKey(
  key: string,
  handle: 0 | 1,
  [low, high]: readonly [number, number],
): [number, number] | undefined {
  if (key === 'Home') return handle === 0 ? [PRICE_MIN, high] : [low, low + PRICE_STEP];
  if (key === 'End') return handle === 0 ? [high - PRICE_STEP, high] : [low, PRICE_MAX];
  return undefined;
}
