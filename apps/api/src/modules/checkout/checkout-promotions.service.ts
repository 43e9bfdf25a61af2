// A priced order with its promotions (docs/decisions/038-promotions.md): each line's share of the discount, the
// totals after it, and the promotions to redeem with the order. Cash on delivery, payment/process, the quote and
// the cart's coupon all price through here, so what is shown is what is charged.
import { withPromotions } from '@shop/shared/totals';
import type { StoredPromotion } from '../../db/database.ts';
import { type Evaluation, evaluatePromotions } from '../promotions/promotions.service.ts';
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
  db: Parameters<typeof evaluatePromotions>[0],
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
