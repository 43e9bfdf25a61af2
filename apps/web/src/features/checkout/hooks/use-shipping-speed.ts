// The checkout's shipping speed (docs/decisions/036-checkout-for-india.md, "Shipping speeds"): the speeds the
// chosen address's zone offers (the order estimate's options, with the server's fees and dates), the one chosen,
// and the totals with its fee. A speed the newly chosen address does not offer falls back to standard.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { ShippingSpeedOption } from '@shop/shared/delivery.schemas';
import { toPaise } from '@shop/shared/money';
import { type ShippingSpeed, withShippingSpeed } from '@shop/shared/shipping-speeds';
import type { Totals } from '@shop/shared/totals';
import { useState } from 'react';
import { useOrderDeliveryEstimate } from '../../../entities/delivery/get-order-delivery-estimate.ts';

function feeOf(options: readonly ShippingSpeedOption[], speed: ShippingSpeed): number {
  return toPaise(options.find((option) => option.speed === speed)?.extraFee ?? 0);
}

export function useShippingSpeed(lines: readonly CartItem[], postalCode: string | undefined) {
  const [chosen, choose] = useState<ShippingSpeed>('standard');
  const estimate = useOrderDeliveryEstimate(
    lines.map((line) => line.product._id),
    postalCode,
  );
  const options = estimate.data?.options ?? [];
  const option = options.find((one) => one.speed === chosen);
  const speed: ShippingSpeed = option ? chosen : 'standard';
  const fees = { express: feeOf(options, 'express'), overnight: feeOf(options, 'overnight') };
  return {
    estimate,
    options,
    speed,
    /** The chosen speed's option; undefined until the estimate is known (or without a PIN code). */
    option: options.find((one) => one.speed === speed),
    choose,
    /** The standard totals (checkoutTotals) with the chosen speed's fee added to the shipping. */
    withFee: (totals: Totals) => withShippingSpeed(totals, speed, fees),
  };
}
