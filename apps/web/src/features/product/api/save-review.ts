// POST /api/reviews (new), PUT /api/reviews/{id} (edit; keepImages lists the photos to keep) and
// DELETE /api/reviews/{id}: multipart forms with rating, comment and images (docs/product.md#reviews).
import { MESSAGES } from '@shop/shared/messages';
import type { Review } from '@shop/shared/review.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { productQueryOptions } from './get-product.ts';
import { reviewsKey } from './get-reviews.ts';

export interface ReviewDraft {
  rating: number;
  comment: string;
  files: File[];
  keepImages: string[];
}

function toForm(draft: ReviewDraft, productId?: string): FormData {
  const form = new FormData();
  form.set('rating', String(draft.rating));
  form.set('comment', draft.comment);
  if (productId) form.set('productId', productId);
  for (const url of draft.keepImages) form.append('keepImages', url);
  for (const file of draft.files) form.append('images', file);
  return form;
}

export function useSaveReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, draft }: { reviewId?: string | undefined; draft: ReviewDraft }) =>
      reviewId
        ? apiFetch<{ message: string; review: Review }>(`/api/reviews/${encodeURIComponent(reviewId)}`, {
            method: 'PUT',
            body: toForm(draft),
            fallbackMessage: MESSAGES.errorSubmittingReview,
          })
        : apiFetch<{ message: string; review: Review }>('/api/reviews', {
            method: 'POST',
            body: toForm(draft, productId),
            fallbackMessage: MESSAGES.errorSubmittingReview,
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey(productId) });
      void queryClient.invalidateQueries({ queryKey: productQueryOptions(productId).queryKey });
    },
  });
}

export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      apiFetch<{ message: string }>(`/api/reviews/${encodeURIComponent(reviewId)}`, {
        method: 'DELETE',
        fallbackMessage: MESSAGES.errorDeletingReview,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey(productId) });
      void queryClient.invalidateQueries({ queryKey: productQueryOptions(productId).queryKey });
    },
  });
}
