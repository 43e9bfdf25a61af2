// Checkout totals (docs/product.md#checkout-totals): subtotal over in-stock lines, savings shown, shipping is the sum of the distinct
// per-item shipping costs (free when 0), total = subtotal + shipping. All amounts in integer paise.
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
  return { subtotal, savings, shippingCost, total: subtotal + shippingCost };
}
