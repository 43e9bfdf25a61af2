// The shipping speeds in words (docs/decisions/036-checkout-for-india.md, "Shipping speeds"), beside the standard
// shipping rule of ./shipping-words.ts: what each faster speed costs on top of standard shipping, from the shop's
// settings (EXPRESS_SHIPPING_FEE, OVERNIGHT_SHIPPING_FEE), and where it is offered, as checkout offers it.
import { formatRupees, toRupees } from '@shop/shared/money';
import type { Totals } from '@shop/shared/totals';
import { shopConfig } from './shop-config.ts';

/** The product page's Shipping tab: the faster speeds checkout offers, each with its fee and where it goes. */
export function fasterSpeedOffers(): string[] {
  return [
    `Express delivery: ${formatRupees(shopConfig.expressShippingFee)} extra, in about half the transit time, where available (not to remote areas).`,
    `Overnight delivery: ${formatRupees(shopConfig.overnightShippingFee)} extra, one day in transit, in the same city and between metros.`,
  ];
}

/**
 * The checkout's shipping row when a faster speed is chosen: the whole shipping charge (`totals` include the
 * speed's fee) and the part the speed adds (`extraFee`, rupees).
 */
export function speedShipping(
  totals: Totals,
  speed: { label: string; extraFee: number },
): { value: string; note: string } {
  return {
    value: formatRupees(toRupees(totals.shippingCost)),
    note: `Includes ${formatRupees(speed.extraFee)} for ${speed.label} delivery`,
  };
}
