// DELETE /api/admin/products/:id (deleted, or archived when an order names it) and POST …/:id/restore.
import type { AdminDeleteResponse, AdminProductResponse } from '@shop/shared/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminProductsKey } from './product-keys.ts';

export function deleteProduct(id: string): Promise<AdminDeleteResponse> {
  return apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Could not delete the product',
  });
}

export function restoreProduct(id: string): Promise<AdminProductResponse> {
  return apiFetch(`/api/admin/products/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    fallbackMessage: 'Could not restore the product',
  });
}

function useProductChange<T>(call: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}

export const useDeleteProduct = () => useProductChange(deleteProduct);
export const useRestoreProduct = () => useProductChange(restoreProduct);
