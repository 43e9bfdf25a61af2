// Words the shop shows about coupons and offers in more than one place (docs/product.md#checkout-promotions), written
// once here so the cart, the checkout, the order pages and the invoice cannot drift apart.

/** Shown where a figure waits for the quote of the lines on screen, in place of the last quote's figure. */
export const UPDATING = 'Updating…';

/** The row of the totals, the order pages and the invoice that says what coupons and offers took off the lines. */
export const DISCOUNT_LABEL = 'Coupon & offers';

/** A coupon change that failed without the server's words (lost connection). */
export const COUPON_FAILED = {
  apply: 'Could not apply the code. Please try again.',
  remove: 'Could not remove the code. Please try again.',
} as const;
