// GET /api/products/{id}/related → four products of the same category (docs/product.md#catalogue-related).
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getRelatedProducts(id: string, signal?: AbortSignal): Promise<{ products: ProductCard[] }> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}/related`, { signal });
}

export function relatedProductsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['related-products', id],
    queryFn: async ({ signal }) => (await getRelatedProducts(id, signal)).products,
    staleTime: 5 * 60_000,
  });
}

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}
