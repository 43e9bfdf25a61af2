// GET /api/admin/products → one page of products, live and archived, by name, brand or id and category.
import type { AdminProductList } from '@shop/shared/admin.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { type ProductListFilters, productListKey } from './product-keys.ts';

export function listProducts(filters: ProductListFilters, signal?: AbortSignal): Promise<AdminProductList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiFetch(`/api/admin/products?${params}`, {
    signal,
    fallbackMessage: 'Could not load the products',
  });
}

export function useProductList(filters: ProductListFilters) {
  return useQuery({
    queryKey: productListKey(filters),
    queryFn: ({ signal }) => listProducts(filters, signal),
    // The table keeps its rows while the next search or page loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
