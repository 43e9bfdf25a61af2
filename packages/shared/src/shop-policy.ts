// The shop's promises, stated once so every page and the checkout say the same (docs/decisions/006).

/** Orders whose in-stock subtotal reaches this get free shipping (paise). The spec's "$50" in rupees. */
export const FREE_SHIPPING_OVER = 499_00;
/** Unused items in their original packaging may be returned within this many days (About, product page). */
export const RETURN_WINDOW_DAYS = 30;
/** Damaged, defective or incorrect items must be reported within this many days of receipt (Returns page). */
export const DAMAGE_REPORT_DAYS = 7;
