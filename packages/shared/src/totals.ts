// Checkout totals (docs/product.md#checkout-totals): subtotal over in-stock lines, savings shown, shipping is the sum of the distinct
// per-item shipping costs (free when 0), total = subtotal − discount + shipping. All amounts in integer paise.
// `discount` is what promotions take off the lines (docs/decisions/038-promotions.md); checkoutTotals has none,
// withPromotions adds it. The free-shipping threshold reads the subtotal before it, so a coupon never brings the
// shipping back.
// The shop's "free shipping over ₹499" promise makes shipping 0 from that subtotal on (docs/decisions/006); the server
// and the browser pass the shop's FREE_SHIPPING_OVER_RUPEES (docs/decisions/036), the constant is only its default.
import { FREE_SHIPPING_OVER } from './shop-policy.ts';

export interface TotalsLine {
  /** Effective unit price. */
  price: number;
  /** Unit price before discount. */
  originalPrice: number;
  quantity: number;
  shippingCost: number;
  inStock: boolean;
}

export interface Totals {
  subtotal: number;
  savings: number;
  /** Taken off the lines by promotions (their shipping saving is already out of shippingCost). */
  discount: number;
  shippingCost: number;
  total: number;
}

export function checkoutTotals(
  lines: readonly TotalsLine[],
  freeShippingOver: number = FREE_SHIPPING_OVER,
): Totals {
  const buyable = lines.filter((line) => line.inStock && line.quantity > 0);
  let subtotal = 0;
  let savings = 0;
  const shippingCosts = new Set<number>();
  for (const line of buyable) {
    subtotal += line.price * line.quantity;
    savings += Math.max(0, line.originalPrice - line.price) * line.quantity;
    shippingCosts.add(line.shippingCost);
  }
  let shippingCost = 0;
  if (subtotal < freeShippingOver) for (const cost of shippingCosts) shippingCost += cost;
  return { subtotal, savings, discount: 0, shippingCost, total: subtotal + shippingCost };
}

/** The totals after promotions: `discount` off the lines and `shippingDiscount` off the shipping. */
export function withPromotions(
  totals: Totals,
  promotions: { discount: number; shippingDiscount: number },
): Totals {
  const discount = totals.discount + promotions.discount;
  const shippingCost = Math.max(0, totals.shippingCost - promotions.shippingDiscount);
  return { ...totals, discount, shippingCost, total: totals.subtotal - discount + shippingCost };
}
