// Shipping speeds over the delivery zones (docs/decisions/036-checkout-for-india.md, "Shipping speeds"): which
// speeds an order's parcels can travel by to a PIN code, each one's date and extra fee, and the promise an order
// placed with one of them keeps. A speed shortens the transit only; the supplier's processing days stay.
import { DELIVERY_MESSAGES, deliveryDayText, PIN_PATTERN } from '@shop/shared/delivery';
import type { OrderDeliveryEstimate, ShippingSpeedOption } from '@shop/shared/delivery.schemas';
import { toRupees } from '@shop/shared/money';
import {
  SHIPPING_SPEED_LABELS,
  SHIPPING_SPEED_MESSAGES,
  type ShippingSpeed,
  speedDeliveryText,
  speedExtraFee,
  speedsOffered,
  speedTransitDays,
} from '@shop/shared/shipping-speeds';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { cacheSecondsAt, latestArrival, type Parcel, parcelsTo } from './delivery.service.ts';

function optionOf(
  speed: ShippingSpeed,
  parcels: readonly Parcel[],
  settings: Config['delivery'],
  now: Date,
): ShippingSpeedOption {
  const arrival = latestArrival(parcels, settings, now, (parcel) =>
    speedTransitDays(speed, parcel.transitDays),
  );
  return {
    speed,
    label: SHIPPING_SPEED_LABELS[speed],
    extraFee: toRupees(speedExtraFee(speed, settings.speedFees)),
    date: arrival.date,
    businessDays: arrival.businessDays,
    text: speedDeliveryText(speed, arrival.date),
  };
}

/**
 * GET /api/delivery-estimate/order: the standard estimate as ever (decision 028), and beside it every speed the
 * order's parcels can all travel by, standard first. Archived or missing products are 404.
 */
export async function estimateOrderDelivery(
  db: Db,
  settings: Config['delivery'],
  productIds: readonly string[],
  pin: string,
  now: Date = new Date(),
): Promise<{ estimate: OrderDeliveryEstimate; cacheSeconds: number }> {
  const parcels = await parcelsTo(db, settings, productIds, pin);
  const arrival = latestArrival(parcels, settings, now);
  return {
    estimate: {
      pin,
      ...arrival,
      text: `Delivery by ${deliveryDayText(arrival.date)}`,
      options: speedsOffered(parcels.map((parcel) => parcel.zone)).map((speed) =>
        optionOf(speed, parcels, settings, now),
      ),
    },
    cacheSeconds: cacheSecondsAt(settings, now),
  };
}

/** The speed an order is placed with, and the day it promises (`YYYY-MM-DD`), or null without a PIN code to date. */
export interface SpeedPromise {
  speed: ShippingSpeed;
  deliveryBy: string | null;
}

/**
 * The promise of an order of `productIds` to `postalCode` by `speed`, when it is placed at `now`. A speed one of
 * the parcels' zones does not offer is a 400 in words; so is a faster speed to an address without a PIN code (it
 * has no zone). Standard to such an address is no error: it has no date, as in the checkout (decision 028).
 */
export async function promiseFor(
  db: Db,
  settings: Config['delivery'],
  productIds: readonly string[],
  postalCode: string,
  speed: ShippingSpeed,
  now: Date = new Date(),
): Promise<SpeedPromise> {
  // "560 001" is 560001, as cash on delivery reads it (decision 030).
  const pin = postalCode.replace(/\s/g, '');
  if (!PIN_PATTERN.test(pin)) {
    if (speed === 'standard') return { speed, deliveryBy: null };
    throw new AppError('INVALID', DELIVERY_MESSAGES.pinMalformed);
  }
  const parcels = await parcelsTo(db, settings, productIds, pin);
  if (!speedsOffered(parcels.map((parcel) => parcel.zone)).includes(speed)) {
    throw new AppError('INVALID', SHIPPING_SPEED_MESSAGES.notOffered(speed, pin));
  }
  return { speed, deliveryBy: optionOf(speed, parcels, settings, now).date };
}
