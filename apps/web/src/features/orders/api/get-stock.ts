// GET /api/products/{id} for each product of a delivered order → its current stock, for a reorder; a failed read
// counts as 0 (docs/product.md#orders-actions).
import type { Product } from '@shop/shared/catalog.schemas';
import type { Order } from '@shop/shared/order.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function useStockOf(order: Order | undefined) {
  const ids = [...new Set(order?.orderItems.map((item) => item.product) ?? [])];
  return useQuery({
    queryKey: ['stock', ...ids],
    enabled: order?.orderStatus === 'delivered' && ids.length > 0,
    queryFn: async ({ signal }) => {
      const counts = await Promise.all(
        ids.map((id) =>
          apiFetch<Product>(`/api/products/${id}`, { signal })
            .then((product) => [id, product.countInStock] as const)
            .catch(() => [id, 0] as const),
        ),
      );
      return new Map(counts);
    },
  });
}
