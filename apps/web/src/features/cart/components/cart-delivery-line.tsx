// "Delivery by Thu, 4 Dec" in the cart (docs/decisions/036-checkout-for-india.md, decision 028): the in-stock
// lines' latest date to the default address's PIN code, else to the PIN code the product page remembered; nothing
// when neither is known. Asked once the lines are known; the words are announced when they arrive.
import { PIN_PATTERN } from '@shop/shared/delivery';
import { Truck } from 'lucide-react';
import { useDeliveryPin } from '../../../entities/delivery/delivery-pin.ts';
import { useOrderDeliveryEstimate } from '../../../entities/delivery/get-order-delivery-estimate.ts';
import { defaultAddress } from '../../../entities/profile/address-list.ts';
import { useProfile } from '../../../entities/profile/get-profile.ts';

export function CartDeliveryLine({ productIds }: { productIds: readonly string[] }) {
  const profile = useProfile();
  const remembered = useDeliveryPin();
  const home = defaultAddress(profile.data?.addresses ?? []);
  const homePin = home?.zipCode.replace(/\s/g, '');
  const toHome = homePin !== undefined && PIN_PATTERN.test(homePin);
  const pin = toHome ? homePin : (remembered ?? undefined);
  // The profile first: a remembered PIN code is not asked for while the default address may still arrive.
  const estimate = useOrderDeliveryEstimate(profile.isPending ? [] : productIds, pin);
  const found = estimate.data;
  return (
    <div aria-live="polite" data-testid="cart-delivery">
      {found && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{found.text}</span>
            <span className="block text-green-800">
              to {toHome && home ? `${home.fullName}, ` : ''}
              {found.pin}
            </span>
          </span>
        </p>
      )}
    </div>
  );
}
