// GET /api/admin/delivery-zones → transit business days per zone (docs/decisions/028).
import type { DeliveryZones } from '@shop/shared/delivery.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const deliveryZonesQueryOptions = queryOptions({
  queryKey: ['admin', 'delivery-zones'],
  queryFn: ({ signal }) =>
    apiFetch<DeliveryZones>('/api/admin/delivery-zones', {
      signal,
      fallbackMessage: 'Could not load the delivery zones',
    }),
});

export function useDeliveryZones() {
  return useQuery(deliveryZonesQueryOptions);
}
