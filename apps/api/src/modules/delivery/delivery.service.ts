// Delivery dates by PIN code (docs/decisions/028-delivery-estimates-and-margins.md): the supplier's processing
// days plus the zone's transit days, counted in business days from the day the order is taken.
import {
  DELIVERY_MESSAGES,
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  type DeliveryZone,
  deliveryDayText,
} from '@shop/shared/delivery';
import type { DeliveryEstimate, DeliveryZones, SaveDeliveryZones } from '@shop/shared/delivery.schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import {
  addBusinessDays,
  type BusinessCalendar,
  secondsUntilStartDayChanges,
  startDay,
} from './business-days.lib.ts';
import * as repository from './delivery.repository.ts';
import { type Origin, zoneOf } from './pin-zones.lib.ts';

/** Browsers and proxies may keep an estimate this long at most (and never past the next cut-off or midnight). */
const MAX_CACHE_SECONDS = 300;

export interface EstimateAnswer {
  estimate: DeliveryEstimate;
  /** How long the answer stays true: until the start day may change, at most MAX_CACHE_SECONDS. */
  cacheSeconds: number;
}

function calendarOf(settings: Config['delivery']): BusinessCalendar {
  return { cutoffMinutes: settings.cutoffMinutes, holidays: new Set(settings.holidays) };
}

function originOf(product: repository.ProductOriginRecord, settings: Config['delivery']): Origin {
  if (product.supplierId === null) {
    return settings.defaultShipsFromPin ? { pin: settings.defaultShipsFromPin } : { unknown: true };
  }
  if (product.shipsFromCountry && product.shipsFromCountry !== 'IN')
    return { country: product.shipsFromCountry };
  return product.shipsFromPin ? { pin: product.shipsFromPin } : { unknown: true };
}

/** One product's way to the shopper: its zone, its supplier's processing days and the zone's transit days. */
export interface Parcel {
  zone: DeliveryZone;
  processingDays: number;
  transitDays: number;
}

/** Each of `productIds` as a parcel to `pin`. Archived or missing products are 404. */
export async function parcelsTo(
  db: Db,
  settings: Config['delivery'],
  productIds: readonly string[],
  pin: string,
): Promise<Parcel[]> {
  const [products, zoneRows] = await Promise.all([
    repository.productOrigins(db, productIds),
    repository.zones(db),
  ]);
  if (products.length === 0 || products.length !== new Set(productIds).size) {
    throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.productNotFound);
  }
  const transit = new Map(zoneRows.map((row) => [row.zone, row.transitDays]));
  return products.map((product) => {
    const zone = zoneOf(originOf(product, settings), pin);
    return {
      zone,
      processingDays:
        product.supplierId === null ? settings.defaultProcessingDays : (product.processingDays ?? 0),
      transitDays: transit.get(zone) ?? 0,
    };
  });
}

/**
 * The day all `parcels` have arrived when each travels `transitOf` its zone's days: the latest of their dates (an
 * order arrives when its slowest parcel does), and that parcel's zone.
 */
export function latestArrival(
  parcels: readonly Parcel[],
  settings: Config['delivery'],
  now: Date,
  transitOf: (parcel: Parcel) => number = (parcel) => parcel.transitDays,
): { zone: DeliveryZone; date: string; businessDays: number } {
  let slowest: { zone: DeliveryZone; days: number } | undefined;
  for (const parcel of parcels) {
    const days = parcel.processingDays + transitOf(parcel);
    if (slowest === undefined || days > slowest.days) slowest = { zone: parcel.zone, days };
  }
  if (slowest === undefined) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.productNotFound);
  const calendar = calendarOf(settings);
  const date = addBusinessDays(startDay(now, calendar), slowest.days, calendar);
  return { zone: slowest.zone, date, businessDays: slowest.days };
}

/** How long an estimate made at `now` stays true: until the start day may change, at most MAX_CACHE_SECONDS. */
export function cacheSecondsAt(settings: Config['delivery'], now: Date): number {
  return Math.min(MAX_CACHE_SECONDS, secondsUntilStartDayChanges(now, calendarOf(settings)));
}

/**
 * The promised day for all of `productIds` delivered to `pin`: the latest of their dates (an order arrives when
 * its slowest parcel does). Archived or missing products are 404.
 */
export async function estimateDelivery(
  db: Db,
  settings: Config['delivery'],
  productIds: readonly string[],
  pin: string,
  now: Date = new Date(),
): Promise<EstimateAnswer> {
  const arrival = latestArrival(await parcelsTo(db, settings, productIds, pin), settings, now);
  return {
    estimate: { pin, ...arrival, text: `Delivery by ${deliveryDayText(arrival.date)}` },
    cacheSeconds: cacheSecondsAt(settings, now),
  };
}

/**
 * Whether cash on delivery may be offered for `productIds` delivered to `pin`: every product's zone (as the
 * delivery estimate reckons it) must have it switched on (docs/decisions/030). Missing products count as allowed:
 * pricing refuses them with its own words.
 */
export async function codAllowedForZones(
  db: Db,
  settings: Config['delivery'],
  productIds: readonly string[],
  pin: string,
): Promise<boolean> {
  const [products, zoneRows] = await Promise.all([
    repository.productOrigins(db, productIds),
    repository.zones(db),
  ]);
  const cod = new Map(zoneRows.map((row) => [row.zone, row.codAvailable]));
  return products.every((product) => cod.get(zoneOf(originOf(product, settings), pin)) !== false);
}

export async function readZones(db: Db): Promise<DeliveryZones> {
  const rows = new Map((await repository.zones(db)).map((row) => [row.zone, row]));
  return {
    zones: DELIVERY_ZONES.flatMap((zone) => {
      const row = rows.get(zone);
      return row
        ? [
            {
              zone,
              label: DELIVERY_ZONE_LABELS[zone],
              transitDays: row.transitDays,
              codAvailable: row.codAvailable,
              updatedAt: row.updatedAt.toISOString(),
            },
          ]
        : [];
    }),
  };
}

/** Saves every zone's transit days at once, audited in the same transaction. */
export async function saveZones(db: Db, actorId: string, body: SaveDeliveryZones): Promise<DeliveryZones> {
  await db.transaction().execute(async (trx) => {
    const before = await readZones(trx);
    await repository.saveZoneSettings(trx, body.zones);
    await recordAudit(trx, {
      actorId,
      action: 'delivery_zones.update',
      entity: 'delivery_zones',
      entityId: 'all',
      before: before.zones.map(({ zone, transitDays, codAvailable }) => ({
        zone,
        transitDays,
        codAvailable,
      })),
      after: body.zones,
    });
  });
  return readZones(db);
}
