// SQL of delivery estimates (docs/decisions/028-delivery-estimates-and-margins.md): where products ship from and
// how long their supplier takes, and the transit days per zone. Never a product's cost price.
import type { DeliveryZone } from '@shop/shared/delivery';
import type { Db } from '../../db/database.ts';

export interface ProductOriginRecord {
  id: string;
  /** Null when the product has no supplier: the shop's defaults apply. */
  supplierId: string | null;
  processingDays: number | null;
  shipsFromPin: string | null;
  shipsFromCountry: string | null;
}

export interface ZoneRecord {
  zone: DeliveryZone;
  transitDays: number;
  /** Cash on delivery offered in the zone (docs/decisions/030). */
  codAvailable: boolean;
  updatedAt: Date;
}

export async function productOrigins(db: Db, ids: readonly string[]): Promise<ProductOriginRecord[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products as p')
    .leftJoin('suppliers as s', 's.id', 'p.supplier_id')
    .select([
      'p.id',
      's.id as supplierId',
      's.processing_days as processingDays',
      's.ships_from_pin as shipsFromPin',
      's.ships_from_country as shipsFromCountry',
    ])
    .where('p.id', 'in', ids)
    .where('p.archived_at', 'is', null)
    .execute();
}

export async function zones(db: Db): Promise<ZoneRecord[]> {
  return db
    .selectFrom('delivery_zones')
    .select([
      'zone',
      'transit_days as transitDays',
      'cod_available as codAvailable',
      'updated_at as updatedAt',
    ])
    .execute();
}

/** Saves each zone's transit days and, when given, its cash-on-delivery switch; an unchanged row keeps its time. */
export async function saveZoneSettings(
  db: Db,
  rows: readonly { zone: DeliveryZone; transitDays: number; codAvailable?: boolean | undefined }[],
): Promise<void> {
  for (const row of rows) {
    const cod = row.codAvailable;
    await db
      .updateTable('delivery_zones')
      .set({
        transit_days: row.transitDays,
        ...(cod === undefined ? {} : { cod_available: cod }),
        updated_at: new Date(),
      })
      .where('zone', '=', row.zone)
      .where((eb) =>
        eb.or([
          eb('transit_days', '<>', row.transitDays),
          ...(cod === undefined ? [] : [eb('cod_available', '<>', cod)]),
        ]),
      )
      .execute();
  }
}
