// GET /api/reviews/{productId}?page=1&limit=50 → the product's newest reviews with the totals and the average
// (docs/product.md#reviews). Asking with `page` gets the paged envelope, not the bare list (docs/decisions/022).
import type { ReviewList } from '@shop/shared/review.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getReviews(productId: string, signal?: AbortSignal): Promise<ReviewList> {
  return apiFetch(`/api/reviews/${encodeURIComponent(productId)}?page=1&limit=50`, { signal });
}

export function reviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['reviews', productId],
    queryFn: ({ signal }) => getReviews(productId, signal),
  });
}

export function useReviews(productId: string) {
  return useQuery(reviewsQueryOptions(productId));
}
