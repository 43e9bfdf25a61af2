// What the cart and the checkout show of the server's quote for the lines being bought (docs/product.md#checkout-
// promotions), from the quote query's state alone: whether it is settled, the totals after it, each line's saving,
// the summary's names, the offers' notes, the chip's words and the code sent with the order. Pure, so each state is
// tested. Every figure comes from the quote of the lines and code on screen: while it is read, the places a figure
// stood say "Updating…" (the previous quote only tells which places); if it fails, the totals are without offers
// and the page says so, with a retry.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { Quote } from '@shop/shared/promotion.schemas';
import type { Totals } from '@shop/shared/totals';
import { errorMessage } from '../../lib/api-client.ts';
import type { CodeFate, LineSaving } from '../../lib/coupon-state.ts';
import { UPDATING } from '../../lib/promotion-words.ts';
import { freeShippingBy, lineDiscount, lineSavers, lineSavingWords, totalsWithQuote } from './quote-lines.ts';

/** The quote query's state, as TanStack Query answers it (`data` is the previous key's while `isPlaceholderData`). */
export interface QuoteRead {
  data: Quote | undefined;
  error: unknown;
  isPlaceholderData: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The quote's fallback words when the server gave none (a lost connection). */
const QUOTE_FAILED = 'Could not work out your offers';

/** Why the totals are without offers, and what the order does about the code kept. */
function problemWords(error: unknown, code: string | null): string {
  const reason = errorMessage(error, QUOTE_FAILED).replace(/\.$/, '');
  return code
    ? `${reason}. ${code} is not checked yet, and the order waits for it: retry, or remove the code to order without it.`
    : `${reason}. The total shown is before any offer: retry to see your savings.`;
}

/** `items`: the lines being bought; `code`: the one kept on the cart; `read`: the quote query of both. */
export function basketQuote(items: readonly CartItem[], code: string | null, read: QuoteRead) {
  const none = items.length === 0;
  const current = !none && read.isSuccess && !read.isPlaceholderData ? read.data : undefined;
  const failed = !none && read.isError;
  // Neither in nor failed: the quote of these lines is on its way (first read, or after a change of lines or code).
  const loading = !none && !current && !failed;
  // Only says where a figure stood, so the page keeps its shape; none of its figures is shown.
  const previous = loading ? read.data : undefined;
  const shown = current ?? previous;
  const savers = shown ? lineSavers(shown) : [];

  let couponFate: CodeFate = { kind: 'checking' };
  if (code && current?.code?.code === code) {
    couponFate = { kind: current.code.applied ? 'applied' : 'not_applied', words: current.code.message };
  } else if (code && failed) {
    couponFate = { kind: 'unchecked', words: `Could not check ${code}` };
  }

  return {
    /** The kept code's fate on these lines, for its chip. */
    couponFate,
    /**
     * The quote of these lines and code is in, or there are none. A failed one settles only without a code: the
     * server then charges no more than the totals shown, but with one it would drop the code the chip shows.
     */
    settled: none || current !== undefined || (failed && code === null),
    /** The shared totals (paise) after the quote of these lines; without promotions until it is in. */
    withQuote: (totals: Totals) => totalsWithQuote(totals, current),
    /** "₹50 off with FIRST100" for a line with a share of the discount; "Updating…" where one stood. */
    lineSaving: (item: CartItem): LineSaving | undefined => {
      const discount = lineDiscount(shown, item);
      if (discount <= 0) return undefined;
      const words = lineSavingWords(discount, savers);
      return loading ? { words: UPDATING, pending: true, room: words } : { words, pending: false };
    },
    summary: {
      names: savers,
      freeShippingBy: shown ? freeShippingBy(shown) : undefined,
      /** Set while the quote is read: the total waits, and the discount and shipping where the last quote had one. */
      pending: loading
        ? { discount: (previous?.discount ?? 0) > 0, shipping: (previous?.shippingDiscount ?? 0) > 0 }
        : undefined,
    },
    /** The automatic offers applied and those nearly reached (the code speaks on its chip), and a failed quote. */
    notes: {
      applied: (shown?.applied ?? [])
        .filter((promotion) => promotion.code === null)
        .map(({ id, message }) => ({ id, message })),
      nearby: shown?.nearby ?? [],
      /** The notes keep their place, their old words unseen, until the new quote comes. */
      pending: loading,
      problem: failed ? { message: problemWords(read.error, code), retry: () => void read.refetch() } : null,
    },
    /** The code to send with the order: the cart's, when the quote of these lines says it applies. */
    orderCode: current?.code?.applied && code ? code : undefined,
  };
}
