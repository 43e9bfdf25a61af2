// The coupon field's state as the cart and the checkout hold it (entities/promotions/use-coupon-field.ts) and the
// field draws it (components/coupon-field.tsx): docs/product.md#checkout-promotions.

/** The kept code's fate on the lines shown: it saves ("You save ₹120 with FIRST100"), not yet and why, or unknown. */
export type CodeFate =
  | { kind: 'applied'; words: string }
  | { kind: 'not_applied'; words: string }
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
