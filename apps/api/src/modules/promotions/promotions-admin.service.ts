// The admin's promotions (docs/decisions/038-promotions.md): created, edited, paused and ended, each change in one
// transaction with its audit entry (docs/decisions/013-shop-admin.md), an edit only from the version the form
// loaded (docs/decisions/019); and the report of what one brought in. Rupees on the wire, paise in the database.
import { findCategory } from '@shop/shared/categories';
import { toPaise, toRupees } from '@shop/shared/money';
import {
  type AdminPromotion,
  type adminPromotionListSchema,
  type CheckedPromotionInput,
  PROMOTION_ADMIN_MESSAGES,
  PROMOTION_MESSAGES,
  type PromotionReport,
} from '@shop/shared/promotion.schemas';
import { offerBadge } from '@shop/shared/promotions';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import { existingProductIds } from '../admin/products.service.ts';
import { toRule } from './live-promotions.repository.ts';
import type { OffersCache } from './offers.service.ts';
import * as repository from './promotions-admin.repository.ts';

type AdminPromotionList = z.infer<typeof adminPromotionListSchema>;

/** A shop runs tens of promotions at a time, not thousands; the list shows the newest this many. */
export const MAX_PROMOTIONS_LISTED = 500;

export interface PromotionAdminDeps {
  db: Db;
  /** The storefront's automatic offers kept in this process: forgotten after every change. */
  offers: OffersCache;
}

export function toAdminPromotion(record: repository.PromotionRecord): AdminPromotion {
  const rupees = (paise: number | null) => (paise === null ? null : toRupees(paise));
  return {
    id: record.id,
    code: record.code,
    title: record.title,
    status: record.status,
    startsAt: record.starts_at?.toISOString() ?? null,
    endsAt: record.ends_at?.toISOString() ?? null,
    action: record.action,
    percent: record.percent,
    amount: rupees(record.amount),
    maxDiscount: rupees(record.max_discount),
    buyQuantity: record.buy_quantity,
    getQuantity: record.get_quantity,
    sameProduct: record.same_product,
    target: record.target,
    targetValues: record.target_values,
    minOrderValue: toRupees(record.min_order_value),
    minQuantity: record.min_quantity,
    firstOrderOnly: record.first_order_only,
    usageLimit: record.usage_limit,
    redemptionsLeft: record.redemptions_left,
    perAccountLimit: record.per_account_limit,
    combinable: record.combinable,
    version: record.version,
    redemptions: record.redemptions,
    badge: offerBadge(toRule(record)),
    createdAt: record.created_at.toISOString(),
    updatedAt: record.updated_at.toISOString(),
  };
}

/**
 * The values a targeted promotion names, as the rule compares them: categories in the shop's own spelling (the
 * rule matches them exactly), products that exist. Anything else is a 400 naming the first bad value.
 */
async function checkedTargetValues(db: Db, input: CheckedPromotionInput): Promise<string[]> {
  if (input.target === 'categories') {
    return [
      ...new Set(
        input.targetValues.map((value) => {
          const category = findCategory(value);
          if (!category) throw new AppError('INVALID', PROMOTION_ADMIN_MESSAGES.unknownCategory(value));
          return category;
        }),
      ),
    ];
  }
  if (input.target === 'products') {
    const found = await existingProductIds(db, input.targetValues);
    const missing = input.targetValues.find((id) => !found.has(id));
    if (missing !== undefined)
      throw new AppError('INVALID', PROMOTION_ADMIN_MESSAGES.unknownProduct(missing));
  }
  return input.targetValues;
}

function toFields(input: CheckedPromotionInput, targetValues: string[]): repository.PromotionFields {
  const paise = (rupees: number | null) => (rupees === null ? null : toPaise(rupees));
  return {
    code: input.code,
    title: input.title,
    status: input.status,
    starts_at: input.startsAt === null ? null : new Date(input.startsAt),
    ends_at: input.endsAt === null ? null : new Date(input.endsAt),
    action: input.action,
    percent: input.percent,
    amount: paise(input.amount),
    max_discount: paise(input.maxDiscount),
    buy_quantity: input.buyQuantity,
    get_quantity: input.getQuantity,
    same_product: input.sameProduct,
    target: input.target,
    target_values: JSON.stringify(targetValues),
    min_order_value: toPaise(input.minOrderValue),
    min_quantity: input.minQuantity,
    first_order_only: input.firstOrderOnly,
    usage_limit: input.usageLimit,
    per_account_limit: input.perAccountLimit,
    combinable: input.combinable,
  };
}

async function loaded(db: Db, id: string, lock = false): Promise<AdminPromotion> {
  const record = await repository.findPromotion(db, id, lock);
  if (!record) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
  return toAdminPromotion(record);
}

/** The audit action of an edit: a change of status alone reads as what the admin did. */
function editAction(before: AdminPromotion, after: AdminPromotion): string {
  if (before.status === after.status) return 'promotion.update';
  if (after.status === 'ended') return 'promotion.end';
  return after.status === 'paused' ? 'promotion.pause' : 'promotion.resume';
}

/** A second open promotion with the same code is the unique index's refusal, answered as a 409. */
async function saving<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (repository.isCodeTaken(error)) throw new AppError('CONFLICT', PROMOTION_MESSAGES.codeTaken);
    throw error;
  }
}

export async function listPromotions(db: Db): Promise<AdminPromotionList> {
  const records = await repository.listPromotions(db, MAX_PROMOTIONS_LISTED);
  return { promotions: records.map(toAdminPromotion) };
}

export function getPromotion(db: Db, id: string): Promise<AdminPromotion> {
  return loaded(db, id);
}

export async function createPromotion(
  deps: PromotionAdminDeps,
  actorId: string,
  input: CheckedPromotionInput,
): Promise<AdminPromotion> {
  const id = newId();
  const created = await saving(
    deps.db.transaction().execute(async (trx) => {
      const targetValues = await checkedTargetValues(trx, input);
      await repository.insertPromotion(trx, id, toFields(input, targetValues));
      const after = await loaded(trx, id);
      await recordAudit(trx, {
        actorId,
        action: 'promotion.create',
        entity: 'promotion',
        entityId: id,
        before: null,
        after,
      });
      return after;
    }),
  );
  deps.offers.forget();
  return created;
}

/**
 * Replaces every field from the version the admin loaded (a change since is a 409, nothing written). Pausing,
 * resuming and ending are edits of `status`.
 */
export async function updatePromotion(
  deps: PromotionAdminDeps,
  actorId: string,
  id: string,
  input: CheckedPromotionInput & { version: number },
): Promise<AdminPromotion> {
  const updated = await saving(
    deps.db.transaction().execute(async (trx) => {
      const before = await loaded(trx, id, true);
      if (input.version !== before.version)
        throw new AppError('CONFLICT', PROMOTION_MESSAGES.changedMeanwhile);
      const targetValues = await checkedTargetValues(trx, input);
      await repository.updatePromotion(trx, id, toFields(input, targetValues));
      const after = await loaded(trx, id);
      await recordAudit(trx, {
        actorId,
        action: editAction(before, after),
        entity: 'promotion',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
  deps.offers.forget();
  return updated;
}

/** Orders, revenue, discount given and the margin after it (cost prices as the dashboard reads them, decision 028). */
export async function promotionReport(db: Db, id: string): Promise<PromotionReport> {
  await loaded(db, id);
  const sums = await repository.reportSums(db, id);
  const cost = sums.uncostedLines > 0 ? null : sums.cost;
  return {
    orders: sums.orders,
    revenue: toRupees(sums.revenue),
    discount: toRupees(sums.discount),
    cost: cost === null ? null : toRupees(cost),
    margin: cost === null ? null : toRupees(sums.revenue - cost),
  };
}
