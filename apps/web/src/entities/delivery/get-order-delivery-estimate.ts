// GET /api/delivery-estimate/order?productIds=&pin= → the latest delivery date of several products (the cart's,
// the checkout's) to one PIN code (docs/decisions/028-delivery-estimates-and-margins.md), and each shipping speed
// they can travel by with its fee and date (docs/decisions/036).

import { PIN_PATTERN } from '@shop/shared/delivery';
import type { OrderDeliveryEstimate } from '@shop/shared/delivery.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/** Asks only for an Indian PIN code: an address abroad, or a malformed code, gets no estimate. */
export function useOrderDeliveryEstimate(productIds: readonly string[], postalCode: string | undefined) {
  const pin = postalCode?.trim() ?? '';
  const ids = [...new Set(productIds)].sort();
  return useQuery({
    queryKey: ['delivery-estimate', 'order', ids, pin],
    queryFn: ({ signal }) =>
      apiFetch<OrderDeliveryEstimate>(
        `/api/delivery-estimate/order?productIds=${ids.map(encodeURIComponent).join(',')}&pin=${encodeURIComponent(pin)}`,
        { signal, fallbackMessage: 'Could not work out the delivery date' },
      ),
    enabled: ids.length > 0 && PIN_PATTERN.test(pin),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
