// GET /api/products?category=…&page=1&limit=10 → the showcase's cards of one category (docs/product.md#pages-home). Asking with
// `page` gets the paged envelope of cards, not the bare list of whole products (docs/decisions/022).
import type { ProductList } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const SHOWCASE_PRODUCTS = 10;

export function getShowcaseProducts(category: string, signal?: AbortSignal): Promise<ProductList> {
  const params = new URLSearchParams({ category, page: '1', limit: String(SHOWCASE_PRODUCTS) });
  return apiFetch(`/api/products?${params}`, {
    signal,
    fallbackMessage: MESSAGES.errorFetchingCategories,
  });
}

export function showcaseProductsQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['showcase-products', category],
    queryFn: async ({ signal }) => (await getShowcaseProducts(category, signal)).products,
    staleTime: 5 * 60_000,
  });
}

export function useShowcaseProducts(category: string) {
  return useQuery({ ...showcaseProductsQueryOptions(category), placeholderData: keepPreviousData });
}
