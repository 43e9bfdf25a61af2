// PUT /api/reviews/{id}/helpful marks a review helpful, DELETE takes the mark back (docs/product.md#reviews). The
// tap shows at once in every cached list of the product's reviews (the count moves by one), the server's answer then
// sets the count and the vote, and a refusal puts the lists back. The lists are not fetched again, so "most helpful"
// does not reorder under the shopper's finger.

import type { ReviewList, ReviewVote } from '@shop/shared/review.schemas';
import { VOTE_FAILED } from '@shop/shared/review-options';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewsKey } from './get-reviews.ts';

interface VoteRequest {
  reviewId: string;
  helpful: boolean;
}

/** Writes the review's count and the reader's vote into every cached list of the product's reviews. */
function patchLists(
  queryClient: QueryClient,
  productId: string,
  reviewId: string,
  change: (vote: ReviewVote) => ReviewVote,
) {
  queryClient.setQueriesData<ReviewList>({ queryKey: reviewsKey(productId) }, (list) =>
    list
      ? {
          ...list,
          reviews: list.reviews.map((review) =>
            review._id === reviewId ? { ...review, ...change(review) } : review,
          ),
        }
      : list,
  );
}

export function useVoteHelpful(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: VoteRequest) =>
      apiFetch<ReviewVote>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, {
        method: helpful ? 'PUT' : 'DELETE',
        fallbackMessage: VOTE_FAILED,
      }),
    onMutate: ({ reviewId, helpful }: VoteRequest) => {
      patchLists(queryClient, productId, reviewId, (vote) =>
        vote.votedHelpful === helpful
          ? vote
          : { helpfulCount: Math.max(0, vote.helpfulCount + (helpful ? 1 : -1)), votedHelpful: helpful },
      );
    },
    onError: (_error, { reviewId, helpful }) => {
      patchLists(queryClient, productId, reviewId, (vote) =>
        vote.votedHelpful !== helpful
          ? vote
          : { helpfulCount: Math.max(0, vote.helpfulCount + (helpful ? -1 : 1)), votedHelpful: !helpful },
      );
    },
    onSuccess: (vote, { reviewId }) => patchLists(queryClient, productId, reviewId, () => vote),
  });
}
