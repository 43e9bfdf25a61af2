// Shortcuts for promotions tests (docs/decisions/038-promotions.md): a promotion row straight in the database, in
// paise, with the defaults of the admin's form; a fresh code per test; and what the shared rule itself says the
// stored promotions give a basket, to compare the server's answers with.
import {
  applyPromotions,
  type PromotableLine,
  type PromotionActionKind,
  type PromotionResult,
  type PromotionStatus,
  type PromotionTargetKind,
} from '@shop/shared/promotions';
import type { Db } from '../src/db/database.ts';
import { newId } from '../src/lib/ids.ts';
import { toRule } from '../src/modules/promotions/live-promotions.repository.ts';
import { setStock } from './order-helpers.ts';
import type { TestApp } from './test-app.ts';

export interface PromotionFields {
  /** Null for an automatic offer; stored as given (pass it upper-case, as the admin's form stores it). */
  /** A fixed id, for a test that needs an order among promotions (they are locked in id order). */
  id?: string;
  code?: string | null;
  title?: string;
  status?: PromotionStatus;
  startsAt?: Date | null;
  endsAt?: Date | null;
  action: PromotionActionKind;
  percent?: number | null;
  /** Paise. */
  amount?: number | null;
  /** Paise. */
  maxDiscount?: number | null;
  buy?: number | null;
  get?: number | null;
  sameProduct?: boolean;
  target?: PromotionTargetKind;
  targetValues?: string[];
  /** Paise. */
  minOrderValue?: number;
  minQuantity?: number;
  firstOrderOnly?: boolean;
  /** The total limit; `redemptionsLeft` defaults to it. */
  usageLimit?: number | null;
  redemptionsLeft?: number | null;
  perAccountLimit?: number | null;
  combinable?: boolean;
}

/** Inserts a promotion as the admin's form would store it; returns its id. */
export async function insertPromotion(db: Db, fields: PromotionFields): Promise<string> {
  const id = fields.id ?? newId();
  const usageLimit = fields.usageLimit ?? null;
  await db
    .insertInto('promotions')
    .values({
      id,
      code: fields.code ?? null,
      title: fields.title ?? fields.code ?? 'Automatic offer',
      status: fields.status ?? 'active',
      starts_at: fields.startsAt ?? null,
      ends_at: fields.endsAt ?? null,
      action: fields.action,
      percent: fields.percent ?? (fields.action === 'buy_x_get_y' ? 100 : null),
      amount: fields.amount ?? null,
      max_discount: fields.maxDiscount ?? null,
      buy_quantity: fields.buy ?? null,
      get_quantity: fields.get ?? null,
      same_product: fields.sameProduct ?? false,
      target: fields.target ?? 'order',
      target_values: JSON.stringify(fields.targetValues ?? []),
      min_order_value: fields.minOrderValue ?? 0,
      min_quantity: fields.minQuantity ?? 0,
      first_order_only: fields.firstOrderOnly ?? false,
      usage_limit: usageLimit,
      redemptions_left: fields.redemptionsLeft ?? usageLimit,
      per_account_limit: fields.perAccountLimit ?? null,
      combinable: fields.combinable ?? true,
    })
    .execute();
  return id;
}

/** A code no other test of the run uses: `prefix` and six random letters or digits, upper-case. */
export function freshCode(prefix: string): string {
  return `${prefix}${newId().slice(-6).toUpperCase()}`;
}

/** A promotion with a fresh code (`prefix` and six letters or digits), inserted as insertPromotion does. */
export async function insertCode(
  db: Db,
  prefix: string,
  fields: Omit<PromotionFields, 'code'>,
): Promise<{ id: string; code: string }> {
  const code = freshCode(prefix);
  return { id: await insertPromotion(db, { ...fields, code }), code };
}

/** The promotion's counter of redemptions left under its total limit; null when it has none. */
export async function redemptionsLeft(db: Db, promotionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('promotions')
    .select('redemptions_left')
    .where('id', '=', promotionId)
    .executeTakeFirstOrThrow();
  return row.redemptions_left;
}

/** A demo product made plain for promotions' arithmetic: one price, no options, 50 in stock. Paise inside. */
export interface PromoProduct {
  id: string;
  category: string;
  brand: string;
  /** Paise. */
  price: number;
}

const taken = new Set<string>();

/**
 * A demo product no earlier call of this file took, priced at `rupees` with no discount and no options, its
 * shipping `shipping` rupees, 50 in stock; `brand` renames its brand, `notCategory` picks one of another category.
 */
export async function pricedProduct(
  t: TestApp,
  rupees: number,
  { shipping = 0, brand, notCategory }: { shipping?: number; brand?: string; notCategory?: string } = {},
): Promise<PromoProduct> {
  let query = t.db
    .selectFrom('products')
    .select(['id', 'category', 'brand'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(1);
  if (taken.size > 0) query = query.where('id', 'not in', [...taken]);
  if (notCategory !== undefined) query = query.where('category', '<>', notCategory);
  const found = await query.executeTakeFirstOrThrow();
  taken.add(found.id);
  await setStock(t, found.id, 50);
  const price = Math.round(rupees * 100);
  await t.db
    .updateTable('products')
    .set({
      base_price: price,
      discount_price: price,
      display_price: price,
      original_price: price,
      shipping_cost: Math.round(shipping * 100),
      filters: JSON.stringify([]),
      ...(brand !== undefined && { brand }),
    })
    .where('id', '=', found.id)
    .execute();
  return { ...found, brand: brand ?? found.brand, price };
}

/** Ends every promotion, so a test's automatic offers never reach the next test's baskets. */
export async function endAllPromotions(db: Db): Promise<void> {
  await db.updateTable('promotions').set({ status: 'ended' }).where('status', '<>', 'ended').execute();
}

/**
 * What the shared rule gives `lines` with every stored promotion (the rule itself skips those not live) and
 * `code`: the figures an API answer must equal. Limits are not counted here.
 */
export async function ruleResult(
  db: Db,
  lines: readonly PromotableLine[],
  context: { code: string | null; firstOrder?: boolean; shippingCost?: number },
): Promise<PromotionResult> {
  const rows = await db.selectFrom('promotions').selectAll().orderBy('created_at').orderBy('id').execute();
  return applyPromotions(lines, rows.map(toRule), {
    now: new Date(),
    code: context.code,
    firstOrder: context.firstOrder ?? true,
    shippingCost: context.shippingCost ?? 0,
  });
}
