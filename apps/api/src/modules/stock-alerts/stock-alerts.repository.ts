// SQL of "notify me" (migration 0035, docs/decisions/037-variants.md): shoppers' open requests, and the credits the
// stock triggers leave for the sweep to spend.

import { WHOLE_PRODUCT_KEY } from '@shop/shared/variants';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface OpenAlertRecord {
  variantKey: string;
  createdAt: Date;
}

/** The shopper's open requests for the product, oldest first. */
export async function openAlertsOf(db: Db, userId: string, productId: string): Promise<OpenAlertRecord[]> {
  return db
    .selectFrom('stock_alerts')
    .select(['variant_key as variantKey', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Where the product keeps the stock of `key`: its variant rows, or (without any) the product's own count. */
export interface StockOfKey {
  hasVariants: boolean;
  /** The variant's units (0 for a combination without a row); the product's when it has no variant rows. */
  variantStock: number;
}

export async function stockOfKey(db: Db, productId: string, key: string): Promise<StockOfKey> {
  const row = await db
    .selectFrom('products as p')
    .select((eb) => [
      eb
        .exists(eb.selectFrom('product_variants as v').select('v.key').whereRef('v.product_id', '=', 'p.id'))
        .as('hasVariants'),
      eb
        .selectFrom('product_variants as v')
        .select('v.count_in_stock')
        .whereRef('v.product_id', '=', 'p.id')
        .where('v.key', '=', key)
        .as('variantCount'),
      'p.count_in_stock as productCount',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirstOrThrow();
  const hasVariants = Boolean(row.hasVariants);
  return { hasVariants, variantStock: hasVariants ? (row.variantCount ?? 0) : row.productCount };
}

/**
 * Takes the account's row lock: two requests of one shopper at once are counted against the cap one after the
 * other (as payment/process does, docs/decisions/017).
 */
export async function lockAccount(trx: Db, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * Takes the product's row shared: a stock change of the product (or of a variant, whose trigger updates the
 * product's sum) waits for this transaction, and this one for a change already under way.
 */
export async function lockProductForShare(trx: Db, productId: string): Promise<void> {
  await trx.selectFrom('products').select('id').where('id', '=', productId).forShare().executeTakeFirst();
}

/**
 * The account's open requests for products still on sale: one the shop has archived can neither be mailed nor
 * cancelled by the shopper (its page is gone), so it does not count against the cap.
 */
export async function countOpenAlerts(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('stock_alerts as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('a.user_id', '=', userId)
    .where('a.notified_at', 'is', null)
    .where('p.archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function hasOpenAlert(db: Db, userId: string, productId: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('stock_alerts')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('variant_key', '=', key)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds an open request; one that is already open (the unique index) is kept as it is. */
export async function insertAlert(
  db: Db,
  alert: { id: string; userId: string; productId: string; key: string },
): Promise<void> {
  await db
    .insertInto('stock_alerts')
    .values({ id: alert.id, user_id: alert.userId, product_id: alert.productId, variant_key: alert.key })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id', 'variant_key']).where('notified_at', 'is', null).doNothing(),
    )
    .execute();
}

export async function deleteOpenAlert(db: Db, userId: string, productId: string, key: string): Promise<void> {
  await db
    .deleteFrom('stock_alerts')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('variant_key', '=', key)
    .where('notified_at', 'is', null)
    .execute();
}

// ─── The sweep ────────────────────────────────────────────────────────────────────────────────────────────

export interface CreditRecord {
  productId: string;
  variantKey: string;
  units: number;
}

/**
 * Takes one credit that no other transaction holds (SKIP LOCKED): two sweeps at once, in two processes, each take
 * a different variant, never the same one, so no request is mailed twice. A trigger adding to a held credit waits
 * for its transaction and then adds to what is left, or starts a new credit.
 */
export async function takeCredit(trx: Db): Promise<CreditRecord | undefined> {
  return trx
    .selectFrom('stock_alert_credits')
    .select(['product_id as productId', 'variant_key as variantKey', 'units'])
    .forUpdate()
    .skipLocked()
    .limit(1)
    .executeTakeFirst();
}

/**
 * Units of `key` that can be bought now: its variant's, or the product's own for the whole-product key; none for an
 * archived product (it is off sale).
 */
export async function sellableUnits(db: Db, productId: string, key: string): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .select((eb) => [
      'p.archived_at as archivedAt',
      eb.fn
        .coalesce(
          eb
            .selectFrom('product_variants as v')
            .select('v.count_in_stock')
            .whereRef('v.product_id', '=', 'p.id')
            .where('v.key', '=', key),
          key === WHOLE_PRODUCT_KEY ? eb.ref('p.count_in_stock') : sql<number>`0`,
        )
        .as('units'),
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row || row.archivedAt !== null) return 0;
  return Math.max(0, Number(row.units ?? 0));
}

/** The oldest `count` open requests of the variant, locked for this transaction. */
export async function oldestOpenAlerts(
  db: Db,
  productId: string,
  key: string,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const rows = await db
    .selectFrom('stock_alerts')
    .select('id')
    .where('product_id', '=', productId)
    .where('variant_key', '=', key)
    .where('notified_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(count)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map((row) => row.id);
}

export async function markNotified(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('stock_alerts').set({ notified_at: new Date() }).where('id', 'in', ids).execute();
}

export async function dropCredit(db: Db, productId: string, key: string): Promise<void> {
  await db
    .deleteFrom('stock_alert_credits')
    .where('product_id', '=', productId)
    .where('variant_key', '=', key)
    .execute();
}

// ─── The mail ─────────────────────────────────────────────────────────────────────────────────────────────

export interface AlertMailRecord {
  email: string;
  firstName: string;
  productId: string;
  productName: string;
  category: string;
  filters: { name: string }[];
  variantKey: string;
  archived: boolean;
}

/** What the mail of a request names: the account's verified address (docs/decisions/017), the product, the key. */
export async function alertForMail(db: Db, alertId: string): Promise<AlertMailRecord | undefined> {
  const row = await db
    .selectFrom('stock_alerts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .select([
      'u.email',
      'u.first_name as firstName',
      'p.id as productId',
      'p.name as productName',
      'p.category',
      'p.filters',
      'p.archived_at as archivedAt',
      'a.variant_key as variantKey',
    ])
    .where('a.id', '=', alertId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { archivedAt, ...rest } = row;
  return { ...rest, archived: archivedAt !== null };
}
