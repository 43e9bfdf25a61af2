// Times the shop sets by India's clock, written the same on the server (mails) and in every browser, whatever its
// time zone or locale data: month names written out, no Intl (whose abbreviations differ between browsers).

export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** India has kept UTC+5:30 all year since 1945, so its clock is a fixed shift from UTC. */
export const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * "29 Nov 2026, 3:45 pm IST": a deadline the shop sets by India's clock (a cash-on-delivery order's "confirm by",
 * docs/decisions/030-cash-on-delivery-risk.md), the same for a shopper whose phone is set to another zone.
 */
export function formatIndiaDateTime(iso: string): string {
  const india = new Date(new Date(iso).getTime() + INDIA_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  const day = `${india.getUTCDate()} ${SHORT_MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}
