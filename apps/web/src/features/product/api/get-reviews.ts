// GET /api/reviews/{productId} → the product's reviews, newest first (spec §7 Reviews).
import type { ReviewList } from '@shop/shared/review.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getReviews(productId: string, signal?: AbortSignal): Promise<ReviewList> {
  return apiFetch(`/api/reviews/${encodeURIComponent(productId)}?limit=50`, { signal });
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
