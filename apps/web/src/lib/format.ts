// How the shop writes dates and amounts, in one place so every page says them alike.
//
// A shopper's dates read "24 Nov 2026", short enough for a phone, the same on the order list, the order page,
// its timeline and the invoice PDF. The month names are written out here rather than taken from Intl, whose
// abbreviations change between browsers' locale data ("Sep" in some, "Sept" in others), so every page and the
// invoice print the same string. Dates are shown in the shopper's own time zone. The back office's tables
// use Intl's Indian English styles, where a browser's own wording does no harm. Prices in rupees are
// `formatRupees` in @shop/shared/money, shared with the server's mails.

import { SHORT_MONTHS as MONTHS } from '@shop/shared/india-time';

/** "24 Nov 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "24 Nov 2026, 3:45 pm": the date as formatDate writes it, then the time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A formatter made at its first use rather than when this module loads: the first Intl formatter a phone makes
 * loads the locale's data on the main thread, and the storefront's pages use none of these.
 */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const longDate = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', day: 'numeric' }),
);

/** "24 November 2026": a date that stands alone on a page (Member Since). */
export function formatLongDate(iso: string): string {
  return longDate().format(new Date(iso));
}

const timestamp = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** "24 Nov 2026, 3:45 pm" in Intl's wording: when something happened, in a back-office table. */
export function formatTimestamp(iso: string | Date): string {
  return timestamp().format(new Date(iso));
}

const mediumDate = madeOnFirstUse(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }));

/** "24 Nov 2026" in Intl's wording, for the back office. */
export function formatMediumDate(iso: string | Date): string {
  return mediumDate().format(new Date(iso));
}

const amount = madeOnFirstUse(
  () => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** "1,23,456.70": rupees with paise and Indian digit grouping, no sign (an invoice's columns). */
export function formatAmount(rupees: number): string {
  return amount().format(rupees);
}
