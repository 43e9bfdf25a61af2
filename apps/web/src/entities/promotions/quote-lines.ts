// The server's quote read against the cart's lines (docs/product.md#checkout-promotions): which lines are asked
// about, each line's share of the discount, and the words a line and the summary show. The quote is the server's
// (packages/shared/src/promotions.ts runs there); nothing here prices anything.
import type { CartItem } from '@shop/shared/cart.schemas';
import { formatRupees, toPaise } from '@shop/shared/money';
import type { OrderLineRequest } from '@shop/shared/order.schemas';
import type { Quote } from '@shop/shared/promotion.schemas';
import type { Totals } from '@shop/shared/totals';
import { withPromotions } from '@shop/shared/totals';

/** What the server is asked to price: product, options and quantity, nothing about money. */
export function quoteLines(items: readonly CartItem[]): OrderLineRequest[] {
  return items.map((item) => ({ product: item.product._id, quantity: item.quantity, filters: item.filters }));
}

/** One key per distinct line (product and options), whatever order the options come in. */
export function lineKey(product: string, filters: Readonly<Record<string, string>>): string {
  const options = Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([product, options]);
}

/** The line's share of the quote's discount, rupees for the whole line; 0 without a quote or a share. */
export function lineDiscount(quote: Quote | undefined, item: CartItem): number {
  if (!quote) return 0;
  const key = lineKey(item.product._id, item.filters);
  return quote.lines.find((line) => lineKey(line.product, line.filters) === key)?.discount ?? 0;
}

/** The promotions a quote or an order used, each with its saving (lines and shipping), rupees. */
interface Savings {
  applied: readonly { code: string | null; title: string; saving: number }[];
  /** What they took off the standard shipping, rupees. */
  shippingDiscount: number;
}

/** The promotion that made the standard shipping free, by name (its saving is exactly the shipping discount). */
export function freeShippingBy(quote: Savings): string | undefined {
  if (quote.shippingDiscount <= 0) return undefined;
  const by = quote.applied.find((promotion) => promotion.saving === quote.shippingDiscount);
  return by ? (by.code ?? by.title) : undefined;
}

/**
 * What saved on the lines, by name: the promotions applied, less a free-shipping one (its saving is exactly the
 * shipping discount and nothing of the lines). A code is named by its code, an offer by its title.
 */
export function lineSavers(quote: Savings): string[] {
  const savers = quote.applied.filter((promotion) => promotion.saving > 0);
  const shipping = savers.findIndex(
    (promotion) => quote.shippingDiscount > 0 && promotion.saving === quote.shippingDiscount,
  );
  return savers
    .filter((_, index) => index !== shipping)
    .map((promotion) => promotion.code ?? promotion.title);
}

/** "₹50 off with FIRST100" when one promotion saved on the lines; "Offers: −₹50" when several did. */
export function lineSavingWords(discount: number, savers: readonly string[]): string {
  const [only, ...others] = savers;
  if (only !== undefined && others.length === 0) return `${formatRupees(discount)} off with ${only}`;
  return `Offers: −${formatRupees(discount)}`;
}

/** The shared totals (paise) after the quote's discounts, so they equal what the server charges. */
export function totalsWithQuote(totals: Totals, quote: Quote | undefined): Totals {
  if (!quote) return totals;
  return withPromotions(totals, {
    discount: toPaise(quote.discount),
    shippingDiscount: toPaise(quote.shippingDiscount),
  });
}
