// Shipping speeds (docs/decisions/036-checkout-for-india.md, "Shipping speeds"): Standard, Express and Overnight
// are courier services over the zones of docs/decisions/028. A speed shortens the transit days only (a supplier's
// processing days stay what they are) and costs a flat fee on top of the standard shipping (decision 023's rule).
// Without zod, so the checkout and the product page read it without building schemas.
import type { DeliveryZone } from './delivery.ts';
import { deliveryDayText } from './delivery.ts';
import type { Totals } from './totals.ts';

export const SHIPPING_SPEEDS = ['standard', 'express', 'overnight'] as const;
export type ShippingSpeed = (typeof SHIPPING_SPEEDS)[number];

export const SHIPPING_SPEED_LABELS: Record<ShippingSpeed, string> = {
  standard: 'Standard',
  express: 'Express',
  overnight: 'Overnight',
};

/** The zones each speed is offered in: express everywhere but remote areas, overnight within a city and between metros. */
export const SPEED_ZONES: Record<ShippingSpeed, readonly DeliveryZone[]> = {
  standard: ['same_city', 'same_state', 'metro', 'rest_of_india', 'remote'],
  express: ['same_city', 'same_state', 'metro', 'rest_of_india'],
  overnight: ['same_city', 'metro'],
};

/** The extra fee of each speed over standard shipping, in paise (EXPRESS_SHIPPING_FEE, OVERNIGHT_SHIPPING_FEE). */
export interface SpeedFees {
  express: number;
  overnight: number;
}

export function isShippingSpeed(value: unknown): value is ShippingSpeed {
  return (SHIPPING_SPEEDS as readonly unknown[]).includes(value);
}

/**
 * The speeds offered when parcels travel through every one of `zones` (one per product of an order): a speed is
 * offered only if each parcel's zone has it, in SHIPPING_SPEEDS order. Standard always is.
 */
export function speedsOffered(zones: readonly DeliveryZone[]): ShippingSpeed[] {
  return SHIPPING_SPEEDS.filter((speed) => zones.every((zone) => SPEED_ZONES[speed].includes(zone)));
}

/**
 * Transit business days of a speed over a zone whose standard transit is `zoneDays`: standard the zone's days,
 * express half of them rounded up and at least 1, overnight 1. A speed is never slower than standard: a zone the
 * admin set to 0 days stays 0 whatever the speed.
 */
export function speedTransitDays(speed: ShippingSpeed, zoneDays: number): number {
  switch (speed) {
    case 'standard':
      return zoneDays;
    case 'express':
      return Math.min(zoneDays, Math.max(1, Math.ceil(zoneDays / 2)));
    case 'overnight':
      return Math.min(zoneDays, 1);
  }
}

/** The extra fee of a speed, in paise: 0 for standard. */
export function speedExtraFee(speed: ShippingSpeed, fees: SpeedFees): number {
  return speed === 'standard' ? 0 : fees[speed];
}

/**
 * The totals with the speed's shipping: the standard shipping of checkoutTotals (free from the threshold) plus
 * the speed's extra fee, which the free-shipping threshold never waives. Total = subtotal − discount + shipping.
 */
export function withShippingSpeed(totals: Totals, speed: ShippingSpeed, fees: SpeedFees): Totals {
  const shippingCost = totals.shippingCost + speedExtraFee(speed, fees);
  return { ...totals, shippingCost, total: totals.subtotal - totals.discount + shippingCost };
}

/** "Express delivery by Tue, 2 Dec" from `YYYY-MM-DD`. */
export function speedDeliveryText(speed: ShippingSpeed, date: string): string {
  return `${SHIPPING_SPEED_LABELS[speed]} delivery by ${deliveryDayText(date)}`;
}

export const SHIPPING_SPEED_MESSAGES = {
  /** A speed the PIN code's zone does not offer (or one of the order's parcels' zones). */
  notOffered: (speed: ShippingSpeed, pin: string) =>
    `${SHIPPING_SPEED_LABELS[speed]} delivery is not available for PIN code ${pin.slice(0, 20)}`,
  unknownSpeed: 'Choose a shipping speed: standard, express or overnight',
} as const;
