// GET /api/admin/orders → one page of orders, newest first, with a count per status.
import type { AdminOrderList } from '@shop/shared/admin-orders.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { type OrderListFilters, orderListKey } from './order-keys.ts';

export function listOrders({ status, search, page }: OrderListFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ status, search, page: String(page) });
  return apiFetch<AdminOrderList>(`/api/admin/orders?${params}`, { signal });
}

export function useAdminOrders(filters: OrderListFilters) {
  return useQuery({
    queryKey: orderListKey(filters),
    queryFn: ({ signal }) => listOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}
