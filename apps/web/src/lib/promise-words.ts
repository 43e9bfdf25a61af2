// The shop's returns promise in words (docs/decisions/036-checkout-for-india.md, "One set of promises"): one window,
// RETURN_WINDOW_DAYS after delivery, for unused items for any reason and for damaged, defective or wrong ones with
// their shipping refunded. Every page that mentions returns (product page, About, Terms, Returns, FAQ, the order
// page) takes its words from here, built from the shop settings, so no page names another number. Functions, not
// constants: the server's renderer is given the settings after this module loads.
import { withinReturnWindow } from '@shop/shared/return-window';
import { shopConfig } from './shop-config.ts';

function days(): number {
  return shopConfig.returnWindowDays;
}

/** "7-Day Returns": the product page's perk and the About card's title. */
export function returnsPerk(): string {
  const n = days();
  return n === 0 ? 'Same-Day Returns' : `${n}-Day Returns`;
}

/** "Returns within 7 days of delivery: unused items in their original packaging with tags, for any reason." */
export function returnsForAnyReason(): string {
  return `Returns ${withinReturnWindow(days())}: unused items in their original packaging with tags, for any reason.`;
}

/** "Damaged, defective or wrong items are taken back in the same 7 days, with shipping refunded." */
export function returnsOfFaults(): string {
  const n = days();
  const same = n === 0 ? 'on the same day' : `in the same ${n} ${n === 1 ? 'day' : 'days'}`;
  return `Damaged, defective or wrong items are taken back ${same}, with shipping refunded.`;
}

/** The whole policy in two sentences: the product page's Shipping tab, Terms and the FAQ. */
export function returnsPolicy(): string {
  return `${returnsForAnyReason()} ${returnsOfFaults()}`;
}

/** "Send unused items back within 7 days of delivery, for any reason…": the About card's short form. */
export function returnsInShort(): string {
  return `Send unused items back ${withinReturnWindow(days())}, for any reason; damaged or wrong ones with shipping refunded.`;
}

/** Support's promise, as the Returns page and the order page word it (docs/product.md#pages-static). */
export function supportReplies(): string {
  return 'We reply within 2 business days.';
}

/**
 * What an accepted return brings (docs/product.md#pages-static: refunds take 5-10 business days): back to the
 * original payment method, or for a cash-on-delivery order to a bank account or UPI ID the shopper gives.
 */
export function refundAfterReturn(paidOnDelivery: boolean): string {
  const where = paidOnDelivery ? 'a bank account or UPI ID you give us' : 'your original payment method';
  return `Once the return is accepted, the refund reaches ${where} within 5-10 business days.`;
}
