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

/** The promotions a quote (`applied`) or an order (`promotions`) used, each with its saving, rupees. */
interface Savings {
  applied: readonly {
    code: string | null;
    title: string;
    /** Lines and shipping together. */
    saving: number;
    /** The part of `saving` taken off the shipping, as the server split it. */
    shippingSaving: number;
  }[];
}

const nameOf = (promotion: Savings['applied'][number]) => promotion.code ?? promotion.title;

/** The promotions that took something off the standard shipping, by name ("FREESHIP"); undefined for none. */
export function freeShippingBy(savings: Savings): string | undefined {
  const by = savings.applied.filter((promotion) => promotion.shippingSaving > 0).map(nameOf);
  return by.length > 0 ? by.join(', ') : undefined;
}

/**
 * What saved on the lines, by name: the promotions whose saving is more than their shipping part (compared, not
 * subtracted, so rupees' fractions cannot round a saving away). A code is named by its code, an offer by its title.
 */
export function lineSavers(savings: Savings): string[] {
  return savings.applied.filter((promotion) => promotion.saving > promotion.shippingSaving).map(nameOf);
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
