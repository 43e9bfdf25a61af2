// GET /api/admin/orders/:id → the order, its customer, return request, history and the moves allowed next.
import type { AdminOrderDetail } from '@shop/shared/admin-orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminOrderKey } from './order-keys.ts';

export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiFetch(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });
}

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderKey(id), queryFn: ({ signal }) => getOrder(id, signal) });
}
