// One order and what a shopper can do with it (docs/product.md#orders-pages): read, cancel, ask for a return or refund,
// and read the current stock of its products for a reorder.
import type { Cart } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { Order, OrderActionResponse } from '@shop/shared/order.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartQueryOptions } from '../../../lib/cart-query.ts';
import { ordersQueryKey } from '../../../lib/orders-query-key.ts';

const orderKey = (id: string) => [...ordersQueryKey, id] as const;

/** GET /api/orders/{id} answers the order itself (docs/product.md#orders-pages). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) =>
      apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}`, {
        signal,
        fallbackMessage: MESSAGES.failedToLoadOrder,
      }),
    retry: false,
  });
}

/** The answer's order replaces the shown one (docs/product.md#orders-pages), and the list is read again. */
function useOrderAction<T>(call: (id: string, body: T) => Promise<OrderActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: T }) => call(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(orderKey(result.order._id), result.order);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey, exact: true });
    },
  });
}

export function useCancelOrder() {
  return useOrderAction((id, body: { cancelReason: string }) =>
    apiFetch<OrderActionResponse>(`/api/orders/${encodeURIComponent(id)}/cancel`, {
      method: 'PUT',
      body,
      fallbackMessage: MESSAGES.failedToCancelOrder,
    }),
  );
}

export function useReturnRequest() {
  return useOrderAction((id, body: { message: string }) =>
    apiFetch<OrderActionResponse>(`/api/orders/${encodeURIComponent(id)}/return-request`, {
      method: 'POST',
      body,
    }),
  );
}

/** Current stock of each product of a delivered order; a failed read counts as 0 (docs/product.md#orders-actions). */
export function useStockOf(order: Order | undefined) {
  const ids = [...new Set(order?.orderItems.map((item) => item.product) ?? [])];
  return useQuery({
    queryKey: ['stock', ...ids],
    enabled: order?.orderStatus === 'delivered' && ids.length > 0,
    queryFn: async ({ signal }) => {
      const counts = await Promise.all(
        ids.map((id) =>
          apiFetch<{ countInStock: number }>(`/api/products/${id}`, { signal })
            .then((product) => [id, product.countInStock] as const)
            .catch(() => [id, 0] as const),
        ),
      );
      return new Map(counts);
    },
  });
}

/** Puts the reordered lines in the cart, one after another (each answer is the whole cart). */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: { productId: string; quantity: number; filters: Record<string, string> }[]) => {
      let cart: Cart | undefined;
      for (const line of lines) {
        cart = await apiFetch<Cart>('/api/cart/add', {
          method: 'POST',
          body: line,
          fallbackMessage: MESSAGES.failedToReorder,
        });
      }
      return cart;
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartQueryOptions.queryKey, cart);
    },
  });
}
