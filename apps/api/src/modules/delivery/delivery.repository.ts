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
    .select(['zone', 'transit_days as transitDays', 'updated_at as updatedAt'])
    .execute();
}

export async function saveTransitDays(
  db: Db,
  rows: readonly { zone: DeliveryZone; transitDays: number }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .updateTable('delivery_zones')
      .set({ transit_days: row.transitDays, updated_at: new Date() })
      .where('zone', '=', row.zone)
      .where('transit_days', '<>', row.transitDays)
      .execute();
  }
}
