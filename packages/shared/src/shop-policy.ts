// The defaults of the shop's promises (docs/decisions/006, 036 "One set of promises"). The server's settings decide:
// RETURN_WINDOW_DAYS and FREE_SHIPPING_OVER_RUPEES (apps/api/src/config.ts), which reach every page in the shop
// settings (apps/web/src/lib/shop-config.ts); these values are what an unset setting, and a test, start from.

/** Orders whose in-stock subtotal reaches this get free shipping (paise): FREE_SHIPPING_OVER_RUPEES's default. */
export const FREE_SHIPPING_OVER = 499_00;
/**
 * Days after delivery in which an item may be sent back, for any reason when unused, and damaged, defective or wrong
 * items with their shipping refunded: one window (decision 036), RETURN_WINDOW_DAYS's default.
 */
export const RETURN_WINDOW_DAYS = 7;
