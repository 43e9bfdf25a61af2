// SQL of the admin's products: every product, live or archived (the storefront's reads skip archived ones).
// Functions take `db` or a transaction; the service decides the transaction.
import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selection,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database, Db, ProductsTable, StoredFilter, StoredReviewImage } from '../../db/database.ts';
import { PRODUCT_COLUMNS, type ProductContentColumn } from '../../db/product-columns.ts';

/**
 * What the admin reads of a product: the storefront's columns (db/product-columns.ts) and the shop's own (supplier,
 * cost, tax codes: docs/decisions/027, 029; `version`, docs/decisions/019; archived, docs/decisions/013).
 */
const productColumns = [
  ...PRODUCT_COLUMNS,
  'supplier_id as supplierId',
  'supplier_sku as supplierSku',
  'hsn_code as hsnCode',
  'gst_rate as gstRate',
  'cost_price as costPrice',
  'version',
  'archived_at as archivedAt',
] as const;

/** An admin's product row (paise), as `productColumns` selects it. */
export type AdminProductRecord = Selection<Database, 'products', (typeof productColumns)[number]>;

/** Left as stored when undefined (an import or edit without these columns). */
type SometimesWritten = 'supplier_id' | 'supplier_sku' | 'cost_price' | 'hsn_code' | 'gst_rate';

/** What a create or an edit writes, in the table's own types; `filters` goes in as objects (JSON here). */
export type ProductRow = Required<Pick<Insertable<ProductsTable>, ProductContentColumn>> & {
  filters: StoredFilter[];
} & { [K in SometimesWritten]?: Insertable<ProductsTable>[K] | undefined };

export interface AdminListFilter {
  q?: string | undefined;
  category?: string | undefined;
  status: 'all' | 'live' | 'archived';
}

const ID = /^[a-f0-9]{24}$/;

/** LIKE treats %, _ and \ specially: the admin's text is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function listConditions(filter: AdminListFilter) {
  return (eb: ExpressionBuilder<Database, 'products'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.category) conditions.push(eb('category', '=', filter.category));
    if (filter.status === 'live') conditions.push(eb('archived_at', 'is', null));
    if (filter.status === 'archived') conditions.push(eb('archived_at', 'is not', null));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      const matches = [eb('name', 'ilike', pattern), eb('brand', 'ilike', pattern)];
      if (ID.test(filter.q.toLowerCase())) matches.push(eb('id', '=', filter.q.toLowerCase()));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

export async function listProducts(
  db: Db,
  filter: AdminListFilter,
  offset: number,
  limit: number,
): Promise<{ products: AdminProductRecord[]; total: number }> {
  const [products, { total }] = await Promise.all([
    db
      .selectFrom('products')
      .select(productColumns)
      .where(listConditions(filter))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(listConditions(filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { products, total };
}

/** Products by id, live or archived; `lock` holds their rows until the transaction ends. */
export async function findProducts(
  db: Db,
  ids: readonly string[],
  { lock = false } = {},
): Promise<AdminProductRecord[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('products')
    .select(productColumns)
    .where('id', 'in', [...ids])
    .orderBy('id');
  if (lock) query = query.forUpdate();
  return query.execute();
}

export async function findProduct(db: Db, id: string, options = {}): Promise<AdminProductRecord | undefined> {
  const [product] = await findProducts(db, [id], options);
  return product;
}

/** The next `limit` products after `afterId` in id order (the export reads the whole catalogue this way). */
export async function productsAfter(
  db: Db,
  afterId: string | undefined,
  limit: number,
): Promise<AdminProductRecord[]> {
  let query = db.selectFrom('products').select(productColumns).orderBy('id').limit(limit);
  if (afterId !== undefined) query = query.where('id', '>', afterId);
  return query.execute();
}

function toValues<Row extends Omit<ProductRow, 'count_in_stock'>>(row: Row) {
  return { ...row, filters: JSON.stringify(row.filters) };
}

// Rows per INSERT: well under PostgreSQL's 65,535 bound parameters (16 a row).
const INSERT_BATCH = 1000;

/** New products; `version` (an import carries its file's, so an export → import round trip is exact) else 1. */
export async function insertProducts(
  db: Db,
  rows: readonly (ProductRow & { id: string; version?: number | undefined })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto('products')
      .values(rows.slice(start, start + INSERT_BATCH).map(toValues))
      .execute();
  }
}

/** Writes the product's fields; its stock is written apart (docs/decisions/037: a grid's sum is the trigger's). */
export async function updateProduct(
  db: Db,
  id: string,
  row: Omit<ProductRow, 'count_in_stock'>,
): Promise<void> {
  await db.updateTable('products').set(toValues(row)).where('id', '=', id).execute();
}

export async function setArchived(db: Db, id: string, archived: boolean): Promise<void> {
  await db
    .updateTable('products')
    .set({ archived_at: archived ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .execute();
}

/**
 * Whether an order names the product, or a checkout still being paid for may become one: such a product is
 * archived, never deleted, so every order keeps a product to point at.
 */
export async function isOrdered(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('order_items').select('product_id').where('product_id', '=', id)),
          eb.exists(
            eb
              .selectFrom('pending_checkouts')
              .select('id')
              .where('status', '=', 'pending')
              .where(sql<SqlBool>`lines @> ${JSON.stringify([{ productId: id }])}::jsonb`),
          ),
        ])
        .as('ordered'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.ordered);
}

/** An archived product leaves shoppers' carts and wishlists, as a deleted one would (by cascade). */
export async function removeShopperLines(db: Db, id: string): Promise<void> {
  await db.deleteFrom('cart_items').where('product_id', '=', id).execute();
  await db.deleteFrom('wishlist_items').where('product_id', '=', id).execute();
}

/** Deletes the product (its reviews, cart and wishlist lines and homepage places cascade); returns its review photos. */
export async function deleteProduct(db: Db, id: string): Promise<StoredReviewImage[]> {
  const reviews = await db.selectFrom('reviews').select('images').where('product_id', '=', id).execute();
  await db.deleteFrom('products').where('id', '=', id).execute();
  return reviews.flatMap((review) => review.images);
}

/** Which of these ids the shop has (live or archived). */
export async function existingIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
