// GET /api/delivery-estimate?productId=&pin= → "Delivery by Thu, 4 Dec" for one product (docs/decisions/028).
import type { DeliveryEstimate } from '@shop/shared/delivery.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function deliveryEstimateQueryOptions(productId: string, pin: string) {
  return queryOptions({
    queryKey: ['delivery-estimate', productId, pin],
    queryFn: ({ signal }) =>
      apiFetch<DeliveryEstimate>(
        `/api/delivery-estimate?productId=${encodeURIComponent(productId)}&pin=${encodeURIComponent(pin)}`,
        { signal, fallbackMessage: 'Could not work out the delivery date' },
      ),
    // The date moves at the cut-off and at midnight; the server's cache lifetime says the same.
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** Asks only once there is a PIN code (never on the server, where none is known). */
export function useDeliveryEstimate(productId: string, pin: string | null) {
  return useQuery({ ...deliveryEstimateQueryOptions(productId, pin ?? ''), enabled: pin !== null });
}
