// The shop's one shipping rule in words (docs/decisions/023): each product carries its own shipping fee
// (often none), and the whole order ships free once its in-stock subtotal reaches the shop's threshold
// (FREE_SHIPPING_OVER_RUPEES in the shop settings, docs/decisions/036; checkoutTotals in
// packages/shared/src/totals.ts). Every page that mentions shipping takes its words from here, so the product page,
// the cart, checkout and the static pages never disagree. Functions, not constants: the server's renderer is given
// the settings after this module loads.
import { formatRupees, toPaise, toRupees } from '@shop/shared/money';
import type { Totals } from '@shop/shared/totals';
import { shopConfig } from './shop-config.ts';

/** The free-shipping threshold in paise, as the shop set it: what the cart's and checkout's totals use. */
export function freeShippingOver(): number {
  return toPaise(shopConfig.freeShippingOverRupees);
}

/** "₹499": the free-shipping threshold as shoppers read it. */
export function freeShippingThreshold(): string {
  return formatRupees(shopConfig.freeShippingOverRupees);
}

/** "free on orders over ₹499": the half of the rule that follows every fee. */
export function freeOver(): string {
  return `free on orders over ${freeShippingThreshold()}`;
}

/** "Free shipping on orders over ₹499": the rule where shipping is already free for that reason. */
function freeShippingOnOrdersOver(): string {
  return `Free shipping on orders over ${freeShippingThreshold()}`;
}

/** Whether one unit at this price (rupees) already makes the order ship free. */
const passesThreshold = (price: number | undefined) =>
  price !== undefined && Math.round(price * 100) >= freeShippingOver();

/**
 * The price block of a product (and the admin's preview of it): "+ ₹79 shipping, free on orders over ₹499";
 * "Free shipping on orders over ₹499" when the product's own price (rupees) already passes the threshold; or
 * "Free shipping" for a product without a fee. Takes the product's shipping cost in rupees.
 */
export function productShippingText(shippingCost: number, price?: number): string {
  if (shippingCost <= 0) return 'Free shipping';
  if (passesThreshold(price)) return freeShippingOnOrdersOver();
  return `+ ${formatRupees(shippingCost)} shipping, ${freeOver()}`;
}

/** The product page's shipping perk: the spec's "Free Shipping", with the threshold when the product has a fee. */
export function shippingPerk(shippingCost: number, price?: number): string {
  return shippingCost > 0 && !passesThreshold(price)
    ? `Free Shipping over ${freeShippingThreshold()}`
    : 'Free Shipping';
}

/**
 * The cart's and checkout's shipping row: the amount ("₹79" or "Free") and the line under it that gives the
 * rule or the reason it is free. No note for a cart with nothing to buy.
 */
export function totalsShipping(totals: Totals): { value: string; note?: string } {
  if (totals.shippingCost > 0) {
    return {
      value: formatRupees(toRupees(totals.shippingCost)),
      note: `Free on orders over ${freeShippingThreshold()}`,
    };
  }
  if (totals.subtotal >= freeShippingOver()) return { value: 'Free', note: freeShippingOnOrdersOver() };
  if (totals.subtotal > 0) return { value: 'Free', note: 'These products ship free' };
  return { value: 'Free' };
}
