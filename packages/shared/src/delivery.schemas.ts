// Delivery dates by PIN code (docs/decisions/028-delivery-estimates-and-margins.md): what a shopper asks with a
// PIN code, the date the shop promises, and the admin's table of transit days per zone.
import { z } from 'zod';

export const DELIVERY_ZONES = ['same_city', 'same_state', 'metro', 'rest_of_india', 'remote'] as const;
export const deliveryZoneSchema = z.enum(DELIVERY_ZONES);
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

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
  zonesSaved: 'Transit days saved',
} as const;

/** An Indian PIN code: six digits, the first 1–9 (India Post has no PIN code starting with 0). */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;
export const pinSchema = z
  .string({ error: DELIVERY_MESSAGES.pinMissing })
  .trim()
  .min(1, DELIVERY_MESSAGES.pinMissing)
  .regex(PIN_PATTERN, DELIVERY_MESSAGES.pinMalformed);

export const productEstimateQuerySchema = z.object({
  productId: z
    .string({ error: DELIVERY_MESSAGES.productMissing })
    .trim()
    .min(1, DELIVERY_MESSAGES.productMissing)
    .max(64, DELIVERY_MESSAGES.productNotFound),
  pin: pinSchema,
});

/** `productIds` is a comma-separated list: a GET, so browsers and proxies may keep the answer. */
export const orderEstimateQuerySchema = z.object({
  productIds: z
    .string({ error: DELIVERY_MESSAGES.productsMissing })
    .max(MAX_ESTIMATE_PRODUCTS * 30)
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => id !== ''))
    .pipe(
      z
        .array(z.string().max(64))
        .min(1, DELIVERY_MESSAGES.productsMissing)
        .max(MAX_ESTIMATE_PRODUCTS, DELIVERY_MESSAGES.tooManyProducts),
    ),
  pin: pinSchema,
});

export const deliveryEstimateSchema = z.object({
  pin: z.string(),
  /** How far the parcel travels (the slowest product's zone for several products). */
  zone: deliveryZoneSchema,
  /** The promised day, `YYYY-MM-DD` in the shop's time zone (Asia/Kolkata). */
  date: z.string(),
  /** Business days from the day the order is taken to the promised day. */
  businessDays: z.number().int(),
  /** "Delivery by Thu, 4 Dec". */
  text: z.string(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

const transitDaysSchema = z
  .number({ error: DELIVERY_MESSAGES.transitDays })
  .int(DELIVERY_MESSAGES.transitDays)
  .min(0, DELIVERY_MESSAGES.transitDays)
  .max(MAX_TRANSIT_DAYS, DELIVERY_MESSAGES.transitDays);

export const deliveryZoneRowSchema = z.object({
  zone: deliveryZoneSchema,
  transitDays: transitDaysSchema,
});
export type DeliveryZoneRow = z.infer<typeof deliveryZoneRowSchema>;

export const deliveryZonesSchema = z.object({
  /** Every zone once, in DELIVERY_ZONES order. */
  zones: z.array(deliveryZoneRowSchema.extend({ label: z.string(), updatedAt: z.string() })),
});
export type DeliveryZones = z.infer<typeof deliveryZonesSchema>;

export const saveDeliveryZonesSchema = z.object({
  zones: z
    .array(deliveryZoneRowSchema)
    .refine(
      (rows) =>
        rows.length === DELIVERY_ZONES.length && new Set(rows.map((row) => row.zone)).size === rows.length,
      DELIVERY_MESSAGES.everyZoneOnce,
    ),
});
export type SaveDeliveryZones = z.infer<typeof saveDeliveryZonesSchema>;

/** "Thu, 4 Dec" from `YYYY-MM-DD`: the same words on the server and in the browser, whatever their locale. */
export function deliveryDayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const at = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${weekdays[at.getUTCDay()]}, ${at.getUTCDate()} ${months[at.getUTCMonth()]}`;
}
