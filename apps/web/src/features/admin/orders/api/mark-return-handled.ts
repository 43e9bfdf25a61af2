// POST /api/admin/returns/:orderId/handled → the shopper's return request is marked handled.
import type { AdminReturnHandledResponse } from '@shop/shared/admin-orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminOrderKey } from './order-keys.ts';

export function markReturnHandled(orderId: string): Promise<AdminReturnHandledResponse> {
  return apiFetch(`/api/admin/returns/${orderId}/handled`, { method: 'POST' });
}

export function useMarkReturnHandled(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markReturnHandled(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
}
