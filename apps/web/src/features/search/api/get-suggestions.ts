// GET /api/products/search?query= → suggestions (docs/product.md#search), as query options and a hook.
import type { Suggestion } from '@shop/shared/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getSuggestions(query: string, signal?: AbortSignal): Promise<{ suggestions: Suggestion[] }> {
  return apiFetch(`/api/products/search?query=${encodeURIComponent(query)}`, { signal });
}

export function suggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['search-suggestions', query],
    // The signal cancels the request when the shopper has typed on and nobody needs this answer any more.
    queryFn: async ({ signal }) => (await getSuggestions(query, signal)).suggestions,
    staleTime: 60_000,
  });
}

export function useSuggestions(query: string) {
  return useQuery({ ...suggestionsQueryOptions(query), enabled: query.length > 0 });
}
