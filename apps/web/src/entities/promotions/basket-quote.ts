// What the cart and the checkout show of the server's quote for the lines being bought (docs/product.md#checkout-
// promotions), from the quote query's state alone: whether it is settled, the totals after it, each line's saving,
// the summary's names, the offers' notes and the code sent with the order. Pure, so each state is tested.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { Quote } from '@shop/shared/promotion.schemas';
import type { Totals } from '@shop/shared/totals';
import { freeShippingBy, lineDiscount, lineSavers, lineSavingWords, totalsWithQuote } from './quote-lines.ts';

/** The quote query's state, as TanStack Query answers it (`data` is the previous key's while `isPlaceholderData`). */
export interface QuoteRead {
  data: Quote | undefined;
  isPlaceholderData: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** `items`: the lines being bought; `code`: the one kept on the cart; `read`: the quote query of both. */
export function basketQuote(items: readonly CartItem[], code: string | null, read: QuoteRead) {
  // While the quote of changed lines is read, the last one stays on screen; only a quote of these very lines and
  // code says what the code does or is sent with the order.
  const quote = read.data;
  const current = read.isPlaceholderData ? undefined : quote;
  const savers = quote ? lineSavers(quote) : [];
  return {
    /** The latest quote, for the chip's words. */
    quote,
    /** The quote of these lines and code is in, or failed (then the totals are without promotions). */
    settled: items.length === 0 || read.isError || (read.isSuccess && !read.isPlaceholderData),
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
