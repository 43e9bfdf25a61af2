// POST /api/checkout/cod-availability → whether cash on delivery may be chosen for these lines to this PIN code, and
// if not, why in words (docs/decisions/030-cash-on-delivery-risk.md). The server asks the same rule again when the
// order is placed; this answer only lets the payment step say so first.
import type { CodAvailability } from '@shop/shared/cod';
import type { OrderLineRequest } from '@shop/shared/order.schemas';
import type { ShippingSpeed } from '@shop/shared/shipping-speeds';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every answer's key starts so: a refused COD order reads them all again. */
export const codAvailabilityKey = ['checkout', 'cod-availability'] as const;

export function getCodAvailability(
  orderItems: readonly OrderLineRequest[],
  postalCode: string,
  shippingSpeed: ShippingSpeed,
  couponCode: string | undefined,
  signal?: AbortSignal,
): Promise<CodAvailability> {
  return apiFetch('/api/checkout/cod-availability', {
    method: 'POST',
    // The speed's fee is part of the cash collected, so of the limits (docs/decisions/036); the coupon takes its
    // saving off it (docs/decisions/038).
    body: { orderItems, postalCode, shippingSpeed, ...(couponCode ? { couponCode } : {}) },
    signal,
    fallbackMessage: 'Could not check whether cash on delivery is available',
  });
}

/** Asked once the shopper is at the payment step with an address chosen (`enabled`). */
export function useCodAvailability(
  orderItems: readonly OrderLineRequest[],
  postalCode: string | undefined,
  enabled: boolean,
  shippingSpeed: ShippingSpeed = 'standard',
  couponCode?: string | undefined,
) {
  const pin = postalCode?.trim() ?? '';
  return useQuery({
    queryKey: [...codAvailabilityKey, orderItems, pin, shippingSpeed, couponCode ?? null],
    queryFn: ({ signal }) => getCodAvailability(orderItems, pin, shippingSpeed, couponCode, signal),
    enabled: enabled && orderItems.length > 0 && pin !== '',
    retry: false,
  });
}
