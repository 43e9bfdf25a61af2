// What cancel and return-request share: the answer's order replaces the shown one, and the list is read again
// (docs/product.md#orders-actions).
import type { OrderActionResponse } from '@shop/shared/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersQueryOptions } from '../../../entities/orders/get-orders.ts';
import { orderQueryOptions } from './get-order.ts';

export function useOrderAction<T>(call: (id: string, body: T) => Promise<OrderActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: T }) => call(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(orderQueryOptions(result.order._id).queryKey, result.order);
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions.queryKey, exact: true });
    },
  });
}
