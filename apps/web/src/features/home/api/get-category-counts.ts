// GET /api/products/categories → products per category, for the showcase tabs.
import type { CategoryCounts } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getCategoryCounts(signal?: AbortSignal): Promise<CategoryCounts> {
  return apiFetch('/api/products/categories', { signal, fallbackMessage: MESSAGES.errorFetchingCategories });
}

export const categoryCountsQueryOptions = queryOptions({
  queryKey: ['category-counts'],
  queryFn: async ({ signal }) => (await getCategoryCounts(signal)).categories,
  staleTime: 5 * 60_000,
});

export function useCategoryCounts() {
  return useQuery(categoryCountsQueryOptions);
}
