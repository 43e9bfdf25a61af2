// GET /api/products/{id} → the product and its variants (docs/product.md#catalogue-product, docs/decisions/037).
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: MESSAGES.errorFetchingProduct,
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing product stays missing: no retry on 4xx.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
