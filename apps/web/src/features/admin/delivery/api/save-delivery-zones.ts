// PUT /api/admin/delivery-zones → saves every zone's transit days (docs/decisions/028) and cash-on-delivery switch
// (docs/decisions/030) at once.
import type { DeliveryZones, SaveDeliveryZones } from '@shop/shared/delivery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { deliveryZonesQueryOptions } from './get-delivery-zones.ts';

export function saveDeliveryZones(body: SaveDeliveryZones): Promise<DeliveryZones & { message: string }> {
  return apiFetch('/api/admin/delivery-zones', {
    method: 'PUT',
    body,
    fallbackMessage: 'The delivery zones could not be saved',
  });
}

export function useSaveDeliveryZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryZones,
    onSuccess: (saved) =>
      queryClient.setQueryData(deliveryZonesQueryOptions.queryKey, { zones: saved.zones }),
    // Estimates kept in this browser were worked out with the old days.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['delivery-estimate'] }),
  });
}
