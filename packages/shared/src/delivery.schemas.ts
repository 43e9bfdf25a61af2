// Delivery dates by PIN code (docs/decisions/028-delivery-estimates-and-margins.md): what a shopper asks with a
// PIN code, the date the shop promises, and the admin's table of transit days per zone.
import { z } from 'zod';
import {
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  MAX_ESTIMATE_PRODUCTS,
  MAX_TRANSIT_DAYS,
  PIN_PATTERN,
} from './delivery.ts';
import { SHIPPING_SPEED_MESSAGES, SHIPPING_SPEEDS } from './shipping-speeds.ts';

export const deliveryZoneSchema = z.enum(DELIVERY_ZONES);

export const pinSchema = z
  .string({ error: DELIVERY_MESSAGES.pinMissing })
  .trim()
  .min(1, DELIVERY_MESSAGES.pinMissing)
  // "560 001" is 560001, as every address route reads it (docs/decisions/036).
  .overwrite((text) => text.replace(/\s+/g, ''))
  .regex(PIN_PATTERN, DELIVERY_MESSAGES.pinMalformed);

/** GET /api/pin-codes/:pin (docs/decisions/036-checkout-for-india.md, "PIN directory"). */
export const pinCodeParamsSchema = z.object({ pin: pinSchema });

/** What the PIN directory knows of a PIN code: the address form fills the city and state from it. */
export const pinCodePlaceSchema = z.object({
  pin: z.string(),
  /** The district, as India Post names it ("Bangalore"); '' when the PIN code is not in the directory. */
  city: z.string(),
  /** One of INDIAN_STATES; for an unknown PIN code the state its first digits are allotted to, else ''. */
  state: z.string(),
  /** False: the directory does not list it, so the shopper fills in the city (and state) and goes on. */
  known: z.boolean(),
});
export type PinCodePlace = z.infer<typeof pinCodePlaceSchema>;

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

/** Standard, express or overnight (docs/decisions/036-checkout-for-india.md, "Shipping speeds"). */
export const shippingSpeedSchema = z.enum(SHIPPING_SPEEDS, { error: SHIPPING_SPEED_MESSAGES.unknownSpeed });

/** One speed the order's zone offers: what it costs on top of standard shipping and when it arrives. */
export const shippingSpeedOptionSchema = z.object({
  speed: shippingSpeedSchema,
  /** "Express". */
  label: z.string(),
  /** Rupees on top of the standard shipping; 0 for standard. */
  extraFee: z.number().nonnegative(),
  /** The promised day by this speed, `YYYY-MM-DD` (India). */
  date: z.string(),
  businessDays: z.number().int(),
  /** "Express delivery by Tue, 2 Dec". */
  text: z.string(),
});
export type ShippingSpeedOption = z.infer<typeof shippingSpeedOptionSchema>;

/** An order's estimate: the standard date as for one product, and every speed offered, standard first. */
export const orderDeliveryEstimateSchema = deliveryEstimateSchema.extend({
  options: z.array(shippingSpeedOptionSchema),
});
export type OrderDeliveryEstimate = z.infer<typeof orderDeliveryEstimateSchema>;

const transitDaysSchema = z
  .number({ error: DELIVERY_MESSAGES.transitDays })
  .int(DELIVERY_MESSAGES.transitDays)
  .min(0, DELIVERY_MESSAGES.transitDays)
  .max(MAX_TRANSIT_DAYS, DELIVERY_MESSAGES.transitDays);

export const deliveryZoneRowSchema = z.object({
  zone: deliveryZoneSchema,
  transitDays: transitDaysSchema,
  /** Whether cash on delivery is offered in the zone (docs/decisions/030); left out of a save, it is kept. */
  codAvailable: z.boolean().optional(),
});
export type DeliveryZoneRow = z.infer<typeof deliveryZoneRowSchema>;

export const deliveryZonesSchema = z.object({
  /** Every zone once, in DELIVERY_ZONES order. */
  zones: z.array(
    deliveryZoneRowSchema.extend({ codAvailable: z.boolean(), label: z.string(), updatedAt: z.string() }),
  ),
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
