// POST /api/admin/products (create) and PUT /api/admin/products/:id (edit): the whole product each time.
import type { AdminProductResponse, ProductInput } from '@shop/shared/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-fetch.ts';
import { adminProductsKey, productKey } from './product-keys.ts';

export function saveProduct(id: string | undefined, input: ProductInput): Promise<AdminProductResponse> {
  const fallback = 'Could not save the product';
  return id === undefined
    ? adminJson('/api/admin/products', 'POST', input, fallback)
    : adminJson(`/api/admin/products/${encodeURIComponent(id)}`, 'PUT', input, fallback);
}

export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => saveProduct(id, input),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: adminProductsKey });
      queryClient.setQueryData(productKey(result.product._id), result.product);
    },
  });
}
