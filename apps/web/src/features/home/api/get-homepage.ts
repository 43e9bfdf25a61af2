// GET /api/homepage?populate=banners.searchProduct → banners and featured products (docs/product.md#pages-home).
import type { Homepage } from '@shop/shared/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getHomepage(signal?: AbortSignal): Promise<Homepage> {
  return apiFetch('/api/homepage?populate=banners.searchProduct', { signal });
}

export const homepageQueryOptions = queryOptions({
  queryKey: ['homepage', 'banners'],
  queryFn: ({ signal }) => getHomepage(signal),
  staleTime: 5 * 60_000,
});

export function useHomepage() {
  return useQuery(homepageQueryOptions);
}
