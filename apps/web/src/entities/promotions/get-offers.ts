// GET /api/promotions/offers → the automatic offers live now, for the badges on product cards and pages
// (docs/product.md#checkout-promotions). Public; read once a session and kept: an offer that starts or ends
// meanwhile shows at the next visit, and the cart's quote is what prices the basket anyway.
import type { Offer } from '@shop/shared/promotion.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/** How long the list is kept before it is read again on the next page that shows a card. */
export const OFFERS_STALE_MS = 10 * 60_000;

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
