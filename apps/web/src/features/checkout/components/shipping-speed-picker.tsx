// The shipping speeds of the chosen address (docs/decisions/036-checkout-for-india.md, "Shipping speeds"): one radio
// card per speed its zone offers, each with the whole shipping charge it makes and the day it arrives by. The
// prices are the order's shipping, so the summary beside shows the same figure once a speed is chosen.

import { deliveryDayText } from '@shop/shared/delivery';
import type { ShippingSpeedOption } from '@shop/shared/delivery.schemas';
import { formatRupees, toPaise, toRupees } from '@shop/shared/money';
import type { ShippingSpeed } from '@shop/shared/shipping-speeds';
import { RadioCard } from './radio-card.tsx';

/** "Free", "₹40", or "₹139 (₹99 extra)": the order's shipping by this speed, and what the speed adds. */
function priceText(option: ShippingSpeedOption, standardShipping: number): string {
  const total = standardShipping + toPaise(option.extraFee);
  if (total === 0) return 'Free';
  const price = formatRupees(toRupees(total));
  return option.extraFee > 0 && standardShipping > 0
    ? `${price} (${formatRupees(option.extraFee)} extra)`
    : price;
}

export function ShippingSpeedPicker({
  options,
  loading,
  speed,
  standardShipping,
  onChange,
}: {
  options: readonly ShippingSpeedOption[];
  /** The speeds are being asked for the chosen address. */
  loading: boolean;
  speed: ShippingSpeed;
  /** The order's standard shipping (paise): checkoutTotals', free from the threshold. */
  standardShipping: number;
  onChange: (speed: ShippingSpeed) => void;
}) {
  if (loading) {
    return (
      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        Finding the delivery speeds for this address…
      </p>
    );
  }
  // No PIN code to date (an address abroad), or no answer: the order goes by standard delivery.
  if (options.length === 0) return null;
  return (
    <fieldset className="mt-6 space-y-3" data-testid="shipping-speeds">
      <legend className="mb-2 text-sm font-medium text-slate-700">Delivery speed</legend>
      <p className="text-sm text-slate-600">Each price is the order's whole shipping charge by that speed.</p>
      {options.map((option) => (
        <RadioCard
          key={option.speed}
          name="shipping-speed"
          value={option.speed}
          checked={speed === option.speed}
          onSelect={() => onChange(option.speed)}
        >
          <span className="block font-semibold">
            {option.label} delivery: {priceText(option, standardShipping)}
          </span>
          <span className="mt-1 block text-slate-700">Arrives by {deliveryDayText(option.date)}</span>
        </RadioCard>
      ))}
    </fieldset>
  );
}
