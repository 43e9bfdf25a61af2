// GET /api/recently-viewed/products?ids=… → a visitor's list (the ids the browser keeps, newest first) as cards in
// that order, in one request; products no longer sold are left out by the server (docs/decisions/039).
import type { RecentlyViewedProducts } from '@shop/shared/recently-viewed.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

export function getRecentlyViewedProducts(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<RecentlyViewedProducts> {
  return apiFetch(`/api/recently-viewed/products?ids=${ids.join(',')}`, { signal });
}

export function recentlyViewedProductsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['recently-viewed', 'products', ids.join(',')],
    queryFn: ({ signal }) => getRecentlyViewedProducts(ids, signal),
  });
}
