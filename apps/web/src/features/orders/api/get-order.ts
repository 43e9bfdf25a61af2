// GET /api/orders/{id} → the order itself (docs/product.md#orders-pages). Its key sits under the order list's.
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersQueryOptions } from '../../../entities/orders/get-orders.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: MESSAGES.failedToLoadOrder,
  });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ordersQueryOptions.queryKey, id],
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: false,
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
