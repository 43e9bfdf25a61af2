// GET /api/homepage?populate=todayOffers → today's offers (docs/product.md#pages-home).
import type { Homepage } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getTodayOffers(signal?: AbortSignal): Promise<Homepage> {
  return apiFetch('/api/homepage?populate=todayOffers', {
    signal,
    fallbackMessage: MESSAGES.errorFetchingOffers,
  });
}

export const todayOffersQueryOptions = queryOptions({
  queryKey: ['homepage', 'todayOffers'],
  queryFn: async ({ signal }) => (await getTodayOffers(signal)).todayOffers ?? [],
  staleTime: 5 * 60_000,
});

export function useTodayOffers() {
  return useQuery(todayOffersQueryOptions);
}
