// PUT /api/admin/orders/:id/status → moves the order on (a cancel carries the reason the shopper reads) and
// answers the order as it now is.
import type { AdminOrderStatusRequest, AdminOrderStatusResponse } from '@shop/shared/admin-orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminOrderKey, adminOrdersKey } from './order-keys.ts';

export function changeOrderStatus(
  id: string,
  body: AdminOrderStatusRequest,
): Promise<AdminOrderStatusResponse> {
  return apiFetch(`/api/admin/orders/${id}/status`, { method: 'PUT', body });
}

export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderStatusRequest) => changeOrderStatus(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(adminOrderKey(id), result);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
