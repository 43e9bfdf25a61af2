// A priced order with its promotions (docs/decisions/038-promotions.md): each line's share of the discount, the
// totals after it, and the promotions to redeem with the order. Cash on delivery, payment/process, the quote and
// the cart's coupon all price through here, so what is shown is what is charged. An order being placed refuses a
// code sent that does not apply before anything is written, then redeems in its (or the online hold's)
// transaction, where a limit another order took meanwhile is a 409 in words that rolls the whole order back.
import { PROMOTION_MESSAGES } from '@shop/shared/promotion.schemas';
import { codeRefusalMessage } from '@shop/shared/promotions';
import { withPromotions } from '@shop/shared/totals';
import type { Db, StoredPromotion } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { cartCoupon } from '../promotions/live-promotions.repository.ts';
import { type Evaluation, evaluatePromotions } from '../promotions/promotions.service.ts';
import {
  type RedemptionHolder,
  type RedemptionRefusal,
  takeRedemptions,
} from '../promotions/redemptions.repository.ts';
import type { PricedOrder } from './checkout-pricing.service.ts';

export interface PromotedOrder {
  /** The lines with their `discount`, the totals with theirs (standard shipping; a speed's fee comes after). */
  priced: PricedOrder;
  /** The promotions applied, to store with the order and redeem in its transaction. */
  promotions: StoredPromotion[];
  evaluation: Evaluation;
}

/**
 * Applies the live promotions and `code` (null: none) to a priced order of the account. A code that does not
 * apply leaves the order as the offers alone price it; `evaluation.codeRefusal` says why.
 */
export async function promoteOrder(
  db: Db,
  userId: string,
  priced: PricedOrder,
  options: { code: string | null; knownCode?: string | null; now?: Date },
): Promise<PromotedOrder> {
  const evaluation = await evaluatePromotions(
    db,
    userId,
    priced.lines.map((line) => ({
      productId: line.productId,
      category: line.category,
      brand: priced.brands.get(line.productId) ?? '',
      price: line.price,
      quantity: line.quantity,
    })),
    { ...options, shippingCost: priced.totals.shippingCost },
  );
  const { result } = evaluation;
  const lines = priced.lines.map((line, index) => ({ ...line, discount: result.lineDiscounts[index] ?? 0 }));
  return {
    priced: { ...priced, lines, totals: withPromotions(priced.totals, result) },
    promotions: result.applied.map((applied) => ({ ...applied })),
    evaluation,
  };
}

/**
 * The priced order with the live automatic offers and the code sent (none: undefined). A code that does not apply
 * is a 409 with its reason, in the words this shopper may hear: a code kept on their cart that has ended since is
 * named as ended, any other code not live reads as not valid.
 */
export async function promoteOrThrow(
  db: Db,
  userId: string,
  priced: PricedOrder,
  couponCode: string | undefined,
): Promise<PromotedOrder> {
  const code = couponCode ?? null;
  const knownCode = code === null ? null : await cartCoupon(db, userId);
  const promoted = await promoteOrder(db, userId, priced, { code, knownCode });
  const refusal = promoted.evaluation.codeRefusal;
  if (code !== null && refusal) {
    throw new AppError('CONFLICT', PROMOTION_MESSAGES.codeNotApplied(refusal.message));
  }
  return promoted;
}

/** A promotion by its code, or by its title for an automatic offer. */
export function promotionName(promotion: Pick<StoredPromotion, 'code' | 'title'>): string {
  return promotion.code ?? promotion.title;
}

/**
 * "FIRST100 has just been fully redeemed", "DIWALI20 has just ended", "You have already used FIRST100", "FIRST100 is
 * for your first order".
 */
export function redemptionRefusalMessage(refusal: RedemptionRefusal): string {
  const name = promotionName(refusal.promotion);
  if (refusal.kind === 'used_up') return PROMOTION_MESSAGES.justRedeemed(name);
  if (refusal.kind === 'ended') return PROMOTION_MESSAGES.justEnded(name);
  return codeRefusalMessage(name, { kind: refusal.kind });
}

/**
 * Takes one redemption of each promotion the order applied (promotion rows in id order: call it before taking any
 * product's stock), or throws the 409 that rolls the caller's transaction back.
 */
export async function redeemOrThrow(
  trx: Db,
  userId: string,
  promotions: readonly StoredPromotion[],
  holder: RedemptionHolder,
): Promise<void> {
  if (promotions.length === 0) return;
  const refusal = await takeRedemptions(trx, userId, promotions, holder);
  if (refusal) throw new AppError('CONFLICT', redemptionRefusalMessage(refusal));
}
