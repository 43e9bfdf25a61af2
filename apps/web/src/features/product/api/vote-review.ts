// PUT /api/reviews/{id}/helpful marks a review helpful, DELETE takes the mark back (docs/product.md#reviews): the
// answer is the review's count and the reader's vote, written into every cached list of the product's reviews in
// place. The lists are not fetched again, so "most helpful" does not reorder under the shopper's finger.

import type { ReviewList, ReviewVote } from '@shop/shared/review.schemas';
import { VOTE_FAILED } from '@shop/shared/review-options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewsKey } from './get-reviews.ts';

export function useVoteHelpful(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: string; helpful: boolean }) =>
      apiFetch<ReviewVote>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, {
        method: helpful ? 'PUT' : 'DELETE',
        fallbackMessage: VOTE_FAILED,
      }),
    onSuccess: (vote, { reviewId }) => {
      queryClient.setQueriesData<ReviewList>({ queryKey: reviewsKey(productId) }, (list) =>
        list
          ? {
              ...list,
              reviews: list.reviews.map((review) =>
                review._id === reviewId ? { ...review, ...vote } : review,
              ),
            }
          : list,
      );
    },
  });
}
