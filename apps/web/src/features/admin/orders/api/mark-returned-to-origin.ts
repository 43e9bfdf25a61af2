// POST /api/admin/orders/:id/returned-to-origin → the parcel came back undelivered: the order is cancelled (stock
// back once, a paid order refunded once) and answered as the status change answers it
// (docs/decisions/030-cash-on-delivery-risk.md, 031-cancel-after-dispatch.md).
import type { AdminOrderStatusResponse } from '@shop/shared/admin-orders.schemas';
import type { ReturnedToOriginRequest } from '@shop/shared/cod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminOrderKey, adminOrdersKey } from './order-keys.ts';

export const RETURNED_TO_ORIGIN_FAILED = 'The order could not be marked returned to origin.';

export function markReturnedToOrigin(
  id: string,
  body: ReturnedToOriginRequest,
): Promise<AdminOrderStatusResponse> {
  return apiFetch(`/api/admin/orders/${encodeURIComponent(id)}/returned-to-origin`, {
    method: 'POST',
    body,
    fallbackMessage: RETURNED_TO_ORIGIN_FAILED,
  });
}

export function useMarkReturnedToOrigin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnedToOriginRequest) => markReturnedToOrigin(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(adminOrderKey(id), result);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
