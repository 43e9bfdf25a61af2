// The checkout's delivery date for the chosen address (docs/decisions/028-delivery-estimates-and-margins.md), by
// the shipping speed chosen (docs/decisions/036).
import type { ShippingSpeed } from '@shop/shared/shipping-speeds';
import { TriangleAlert, Truck } from 'lucide-react';
import { useOrderDeliveryEstimate } from '../../../entities/delivery/get-order-delivery-estimate.ts';
import { ADDRESS_NEEDS_PIN, hasIndianPin } from '../utils/address-pin.ts';

export function DeliveryLine({
  productIds,
  postalCode,
  speed = 'standard',
}: {
  productIds: string[];
  postalCode: string | undefined;
  speed?: ShippingSpeed;
}) {
  const estimate = useOrderDeliveryEstimate(productIds, postalCode);
  if (postalCode === undefined) return null;
  if (!hasIndianPin(postalCode)) {
    // Not a success: this address cannot be shipped to until it has a PIN code (docs/decisions/036).
    return (
      <p
        role="alert"
        data-testid="checkout-delivery"
        className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {ADDRESS_NEEDS_PIN}
      </p>
    );
  }
  let words: string;
  if (estimate.data) {
    // "Delivery by Thu, 4 Dec" by standard, as before speeds; "Express delivery by Tue, 2 Dec" by another.
    const chosen =
      speed === 'standard' ? undefined : estimate.data.options.find((one) => one.speed === speed);
    words = `${chosen?.text ?? estimate.data.text} to ${estimate.data.pin}`;
  } else if (estimate.isError) words = 'The delivery date could not be worked out.';
  else words = 'Working out the delivery date…';
  return (
    <p
      aria-live="polite"
      data-testid="checkout-delivery"
      className="mt-4 flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900"
    >
      <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {words}
    </p>
  );
}
