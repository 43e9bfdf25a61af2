// Delivery dates by PIN code (docs/decisions/028-delivery-estimates-and-margins.md): the zones, the words and the
// PIN code pattern, without zod, so a page that only checks a PIN code does not build the schemas
// (./delivery.schemas.ts) on a phone's main thread.

export const DELIVERY_ZONES = ['same_city', 'same_state', 'metro', 'rest_of_india', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  same_city: 'Same city',
  same_state: 'Same state',
  metro: 'Metro to metro',
  rest_of_india: 'Rest of India',
  remote: 'Remote areas',
};

/** The most transit days a zone may take (the table's own check). */
export const MAX_TRANSIT_DAYS = 30;
/** Products in one cart or checkout estimate. */
export const MAX_ESTIMATE_PRODUCTS = 50;

export const DELIVERY_MESSAGES = {
  pinMissing: 'Enter your 6-digit PIN code',
  pinMalformed: 'A PIN code is 6 digits and does not start with 0, like 560001',
  productMissing: 'Name the product (productId)',
  productsMissing: 'Name at least one product (productIds)',
  tooManyProducts: `Ask for at most ${MAX_ESTIMATE_PRODUCTS} products at once`,
  productNotFound: 'Product not found',
  transitDays: `Transit days must be a whole number from 0 to ${MAX_TRANSIT_DAYS}`,
  everyZoneOnce: 'Give the transit days of every zone once',
  zonesSaved: 'Delivery zones saved',
} as const;

/** An Indian PIN code: six digits, the first 1–9 (India Post has no PIN code starting with 0). */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;

/** "Thu, 4 Dec" from `YYYY-MM-DD`: the same words on the server and in the browser, whatever their locale. */
export function deliveryDayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const at = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${weekdays[at.getUTCDay()]}, ${at.getUTCDate()} ${months[at.getUTCMonth()]}`;
}
