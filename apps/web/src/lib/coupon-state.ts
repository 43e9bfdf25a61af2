// The coupon field's state as the cart and the checkout hold it (entities/promotions/use-coupon-field.ts) and the
// field draws it (components/coupon-field.tsx), and a line's saving as the lines draw it (components/line-saving.tsx):
// docs/product.md#checkout-promotions.

/** A line's share of the coupon and offers in words, or that it waits for the quote of the lines shown. */
export interface LineSaving {
  /** "₹50 off with FIRST100", or "Updating…" while `pending`. */
  words: string;
  pending: boolean;
  /** While pending, the last words, unseen: they keep the line's height, so nothing below it moves. */
  room?: string | undefined;
}

/**
 * The kept code's fate on the lines shown: it saves ("You save ₹120 with FIRST100"), not yet and why, being checked,
 * or not checked because the quote failed (the page then offers a retry).
 */
export type CodeFate =
  | { kind: 'applied'; words: string }
  | { kind: 'not_applied'; words: string }
  | { kind: 'unchecked'; words: string }
  | { kind: 'checking' };

export interface CouponFieldState {
  /** The code kept on the cart, null for none. */
  code: string | null;
  fate: CodeFate;
  /** Why the code just entered was not kept, or why the request failed; null when there is nothing to say. */
  error: string | null;
  /** What the last change did, for screen readers where no focused text says it ("Code removed"). */
  notice: string;
  pending: boolean;
  /** Resolves true when the code was kept on the cart. */
  apply: (code: string) => Promise<boolean>;
  /** Resolves true when the code was taken off. */
  remove: () => Promise<boolean>;
  clearError: () => void;
}
