// The return window (docs/decisions/036-checkout-for-india.md, "One set of promises"): a delivered order may be sent
// back until the end of the day `days` after its delivery day, both days by India's calendar. The server refuses a
// request after that, and the order page says the same words.

import { deliveryDayText } from './delivery.ts';
import { INDIA_OFFSET_MS } from './india-time.ts';

const DAY_MS = 86_400_000;

/** The last day a return may be asked for, `YYYY-MM-DD` in India: the delivery day plus `days`. */
export function returnWindowLastDay(deliveredAt: string | Date, days: number): string {
  const india = new Date(new Date(deliveredAt).getTime() + INDIA_OFFSET_MS);
  const deliveryDay = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  return new Date(deliveryDay + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a return may still be asked for at `now`. */
export function returnWindowOpen(deliveredAt: string | Date, days: number, now: Date = new Date()): boolean {
  const lastDay = returnWindowLastDay(deliveredAt, days);
  // The end of that day in India, as an instant.
  const closesAt = Date.parse(`${lastDay}T00:00:00.000Z`) + DAY_MS - INDIA_OFFSET_MS;
  return now.getTime() < closesAt;
}

/** "7-day" (or "same-day" for a window of 0, the delivery day itself): the window's name in a sentence. */
export function returnWindowName(days: number): string {
  return days === 0 ? 'same-day' : `${days}-day`;
}

/** "within 7 days of delivery", "within 1 day of delivery", or "on the day of delivery" for a window of 0. */
export function withinReturnWindow(days: number): string {
  if (days === 0) return 'on the day of delivery';
  return `within ${days} ${days === 1 ? 'day' : 'days'} of delivery`;
}

export const RETURN_WINDOW_MESSAGES = {
  /** "The 7-day return window for this order closed on Wed, 2 Dec.": the server's 409 and the order page. */
  closed: (days: number, lastDay: string) =>
    `The ${returnWindowName(days)} return window for this order closed on ${deliveryDayText(lastDay)}.`,
  /** "You can request a return until Tue, 2 Dec.": the order page and the delivered mail, while it is open. */
  openUntil: (lastDay: string) => `You can request a return until ${deliveryDayText(lastDay)}.`,
} as const;
