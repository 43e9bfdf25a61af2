// GET /api/promotions/offers → the automatic offers live now, for the badges on product cards and pages
// (docs/product.md#checkout-promotions). Public. Read once the page is alive, then again when a page with cards
// asks after OFFERS_STALE_MS: an offer that starts or ends shows within about a minute. A badge is only a pointer;
// the cart's quote, priced by the server, is what the basket gets.
import type { Offer } from '@shop/shared/promotion.schemas';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/** How long a read list is kept before a page that shows a card reads it again (the server keeps it 5 s). */
export const OFFERS_STALE_MS = 60_000;

export function getOffers(signal?: AbortSignal): Promise<{ offers: Offer[] }> {
  return apiFetch('/api/promotions/offers', { signal, fallbackMessage: 'Could not load the offers' });
}

export const offersQueryOptions = queryOptions({
  queryKey: ['promotions', 'offers'],
  queryFn: ({ signal }) => getOffers(signal),
  staleTime: OFFERS_STALE_MS,
  // A badge is a nicety: a failed list shows none and is not asked again and again.
  retry: false,
});

/**
 * Reads the list again if it is older than OFFERS_STALE_MS, the old one shown meanwhile; nothing otherwise. The
 * provider's query stays mounted for the whole visit, so nothing else would ever read it again.
 */
export function refreshOffers(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(offersQueryOptions);
}
