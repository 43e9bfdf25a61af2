// GET /api/admin/products/:id → the product as the form edits it (archived ones included).
import type { AdminProduct } from '@shop/shared/admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { productKey } from './product-keys.ts';

export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Could not load the product',
  });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKey(id ?? ''),
    queryFn: ({ signal }) => getProduct(id ?? '', signal),
    enabled: id !== undefined,
    retry: false,
    // The form is filled once from this: a refetch in the background must not look like new data.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
