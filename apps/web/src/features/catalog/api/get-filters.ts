// GET /api/products/filters?category= → the category's subcategories and brands (docs/product.md#catalogue-listing).
import type { FiltersData } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getFilters(category: string, signal?: AbortSignal): Promise<FiltersData> {
  return apiFetch(`/api/products/filters?category=${encodeURIComponent(category)}`, {
    signal,
    fallbackMessage: MESSAGES.failedToFetchFilters,
  });
}

export function filtersQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['product-filters', category],
    queryFn: ({ signal }) => getFilters(category, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFilters(category: string) {
  return useQuery(filtersQueryOptions(category));
}
