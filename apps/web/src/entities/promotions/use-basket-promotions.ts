// Everything the cart and the checkout show of promotions for the lines being bought (docs/product.md#checkout-
// promotions): the server's quote for the lines and the cart's code, the coupon field's state, each line's saving,
// the totals after it and the offers applied or nearly reached.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { Totals } from '@shop/shared/totals';
import { useQuote } from './get-quote.ts';
import { freeShippingBy, lineDiscount, lineSavers, lineSavingWords, totalsWithQuote } from './quote-lines.ts';
import { useCouponField } from './use-coupon-field.ts';

/** `items`: the lines being bought (the cart's in stock, or the checkout's); `code`: the one kept on the cart. */
export function useBasketPromotions(items: readonly CartItem[], code: string | null) {
  const query = useQuote(items, code);
  // While the quote of changed lines is read, the last one stays on screen; only a quote of these very lines and
  // code says what the code does or is sent with the order.
  const quote = query.data;
  const current = query.isPlaceholderData ? undefined : quote;
  // The chip keeps the last words about its code while the lines' new quote is read, rather than flicker.
  const coupon = useCouponField(items, code, quote);
  const savers = quote ? lineSavers(quote) : [];
  return {
    coupon,
    /** The quote of these lines and code is in, or failed (then the totals are without promotions). */
    settled: items.length === 0 || query.isError || (query.isSuccess && !query.isPlaceholderData),
    /** The shared totals (paise) after the quote: what the server will charge. */
    withQuote: (totals: Totals) => totalsWithQuote(totals, quote),
    /** "₹50 off with FIRST100" for a line with a share of the discount. */
    lineSaving: (item: CartItem): string | undefined => {
      const discount = lineDiscount(quote, item);
      return discount > 0 ? lineSavingWords(discount, savers) : undefined;
    },
    summary: { names: savers, freeShippingBy: quote ? freeShippingBy(quote) : undefined },
    /** The automatic offers applied and those nearly reached (the code speaks on its chip). */
    notes: {
      applied: (quote?.applied ?? [])
        .filter((promotion) => promotion.code === null)
        .map(({ id, message }) => ({ id, message })),
      nearby: quote?.nearby ?? [],
    },
    /** The code to send with the order: the cart's, when the quote of these lines says it applies. */
    orderCode: current?.code?.applied && code ? code : undefined,
  };
}
