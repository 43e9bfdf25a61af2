// How the shop writes a shopper's dates: "24 Nov 2026", short enough for a phone, the same on the order list,
// the order page, its timeline and the invoice PDF. The month names are written out here rather than taken
// from Intl, whose abbreviations change between browsers' locale data ("Sep" in some, "Sept" in others), so
// every page and the invoice print the same string. Dates are shown in the shopper's own time zone.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

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
