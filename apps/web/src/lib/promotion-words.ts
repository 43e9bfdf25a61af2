// Words the shop shows about coupons and offers in more than one place (docs/product.md#checkout-promotions), written
// once here so the cart, the checkout, the order pages and the invoice cannot drift apart.

/** Shown where a figure waits for the quote of the lines on screen, in place of the last quote's figure. */
export const UPDATING = 'Updating…';
