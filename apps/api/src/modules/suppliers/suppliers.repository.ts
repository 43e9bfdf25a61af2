// SQL of suppliers (docs/decisions/027-purchase-orders.md). Functions take `db` or a transaction.
import type { Db } from '../../db/database.ts';

export interface SupplierRecord {
  id: string;
  name: string;
  contactEmail: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  processingDays: number;
  shipsFromPin: string | null;
  shipsFromCountry: string;
  defaultShippingCost: number;
  createdAt: Date;
  productCount: number;
}

export interface SupplierRow {
  name: string;
  contact_email: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  processing_days: number;
  ships_from_pin: string | null;
  ships_from_country: string;
  default_shipping_cost: number;
}

function selectSuppliers(db: Db) {
  return db.selectFrom('suppliers as s').select((eb) => [
    's.id',
    's.name',
    's.contact_email as contactEmail',
    's.webhook_url as webhookUrl',
    's.webhook_secret as webhookSecret',
    's.processing_days as processingDays',
    's.ships_from_pin as shipsFromPin',
    's.ships_from_country as shipsFromCountry',
    's.default_shipping_cost as defaultShippingCost',
    's.created_at as createdAt',
    eb
      .selectFrom('products as p')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('p.supplier_id', '=', 's.id')
      .as('productCount'),
  ]);
}

function withCount(row: Omit<SupplierRecord, 'productCount'> & { productCount: number | string | null }) {
  return { ...row, productCount: Number(row.productCount ?? 0) };
}

export async function listSuppliers(db: Db, limit: number): Promise<SupplierRecord[]> {
  const rows = await selectSuppliers(db).orderBy('s.name').limit(limit).execute();
  return rows.map(withCount);
}

export async function findSupplier(db: Db, id: string, lock = false): Promise<SupplierRecord | undefined> {
  let query = selectSuppliers(db).where('s.id', '=', id);
  if (lock) query = query.forUpdate('s');
  const row = await query.executeTakeFirst();
  return row && withCount(row);
}

export async function insertSupplier(db: Db, id: string, row: SupplierRow): Promise<void> {
  await db
    .insertInto('suppliers')
    .values({ id, ...row })
    .execute();
}

export async function updateSupplier(db: Db, id: string, row: SupplierRow): Promise<void> {
  await db
    .updateTable('suppliers')
    .set({ ...row, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** True when `error` is the unique name index (names are unique whatever their case). */
export function isDuplicateName(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'suppliers_name';
}

/** Which of these ids are suppliers the shop has. */
export async function existingSupplierIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('suppliers')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
