// GET /api/orders → the signed-in shopper's orders themselves, newest first (docs/product.md#payment).
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ordersQueryKey } from '../../../lib/orders-query-key.ts';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiFetch('/api/orders', { signal, fallbackMessage: MESSAGES.failedToLoadOrders });
}

export function useOrders() {
  return useQuery({ queryKey: ordersQueryKey, queryFn: ({ signal }) => getOrders(signal) });
}
