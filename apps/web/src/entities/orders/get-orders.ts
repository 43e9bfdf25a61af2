// GET /api/orders → the signed-in shopper's orders themselves, newest first (docs/product.md#orders-pages). Its key
// is shared: placing an order (checkout) and an order's actions (orders) make the list be read again.
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiFetch('/api/orders', { signal, fallbackMessage: MESSAGES.failedToLoadOrders });
}

export const ordersQueryOptions = queryOptions({
  queryKey: ['orders'],
  queryFn: ({ signal }) => getOrders(signal),
});

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
