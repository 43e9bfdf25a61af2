// GET /api/reviews/{productId}?page=1&limit=50&sort=… → the product's reviews in the order asked for, with the totals,
// the average and the rating breakdown (docs/product.md#reviews). Asking with `page` gets the paged envelope, not the
// bare list (docs/decisions/022). The bearer token, when there is one, fills in the reader's own "helpful" votes, so
// the reader is part of the key.

import type { ReviewList } from '@shop/shared/review.schemas';
import type { ReviewSort } from '@shop/shared/review-options';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The key every list of the product's reviews starts with: what a change to one of its reviews invalidates. */
export function reviewsKey(productId: string) {
  return ['reviews', productId] as const;
}

export function getReviews(productId: string, sort: ReviewSort, signal?: AbortSignal): Promise<ReviewList> {
  const query = sort === 'newest' ? '' : `&sort=${sort}`;
  return apiFetch(`/api/reviews/${encodeURIComponent(productId)}?page=1&limit=50${query}`, { signal });
}

export function reviewsQueryOptions(productId: string, sort: ReviewSort, readerId: string | null) {
  return queryOptions({
    queryKey: [...reviewsKey(productId), sort, readerId],
    queryFn: ({ signal }) => getReviews(productId, sort, signal),
    // Another order keeps the list on screen until its own arrives, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useReviews(productId: string, sort: ReviewSort, readerId: string | null) {
  return useQuery(reviewsQueryOptions(productId, sort, readerId));
}
