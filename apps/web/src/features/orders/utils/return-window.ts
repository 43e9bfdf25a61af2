// Whether a delivered order may still be sent back, and the words for it (docs/decisions/036, "One set of promises"):
// the same window, counted the same way, as the server's refusal, from the shop's RETURN_WINDOW_DAYS.
import type { Order } from '@shop/shared/order.schemas';
import { RETURN_WINDOW_MESSAGES, returnWindowLastDay, returnWindowOpen } from '@shop/shared/return-window';
import { returnsInShort } from '../../../lib/promise-words.ts';
import { shopConfig } from '../../../lib/shop-config.ts';

export interface ReturnWindow {
  open: boolean;
  /** "You can request a return until Wed, 2 Dec." or "The 7-day return window for this order closed on Wed, 2 Dec." */
  text: string;
}

/** Null for an order that is not delivered; a delivered one without a delivery time counts as open (as the server). */
export function returnWindowOf(order: Order, now: Date = new Date()): ReturnWindow | null {
  if (order.orderStatus !== 'delivered') return null;
  const deliveredAt = order.statusTimestamps.deliveredAt;
  if (!deliveredAt) return { open: true, text: returnsInShort() };
  const days = shopConfig.returnWindowDays;
  const lastDay = returnWindowLastDay(deliveredAt, days);
  return returnWindowOpen(deliveredAt, days, now)
    ? { open: true, text: RETURN_WINDOW_MESSAGES.openUntil(lastDay) }
    : { open: false, text: RETURN_WINDOW_MESSAGES.closed(days, lastDay) };
}
