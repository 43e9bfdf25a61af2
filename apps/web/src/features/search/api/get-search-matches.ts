// GET /api/products?q=&limit=1 → how many products the text matches, and the first: what Enter in the search box
// needs to choose between a product, the results page and "not found" (docs/product.md#search-enter).
import type { ProductList } from '@shop/shared/catalog.schemas';
import type { SearchMatches } from '@shop/shared/search';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export async function getSearchMatches(query: string, signal?: AbortSignal): Promise<SearchMatches> {
  const params = new URLSearchParams({ q: query, limit: '1' });
  const list: ProductList = await apiFetch(`/api/products?${params}`, { signal });
  return { total: list.total, products: list.products };
}

export function searchMatchesQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['search-matches', query],
    queryFn: ({ signal }) => getSearchMatches(query, signal),
    staleTime: 60_000,
  });
}
