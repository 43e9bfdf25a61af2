// The review area (docs/product.md#catalogue-product): the list (only reviews of this product), photos that
// enlarge on click, the author's own edit and delete buttons, and the form for new or edited reviews.
// Visitors get the login prompt.
import { MESSAGES } from '@shop/shared/messages';
import type { Review } from '@shop/shared/review.schemas';
import { BadgeCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { tokenUserId, useToken } from '../../../lib/auth-token.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoginPrompt } from '../../../lib/use-login-prompt.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useDeleteReview, useSaveReview } from '../api/save-review.ts';
import { PRODUCT_TOAST_MS } from './product-purchase.tsx';

// Only a shopper writing a review needs the form and its schema (zod): not part of the page's first load.
const ReviewPhotoDialog = lazy(() =>
  import('./review-photo-dialog.tsx').then((module) => ({ default: module.ReviewPhotoDialog })),
);
const ReviewForm = lazy(() => import('./review-form.tsx').then((module) => ({ default: module.ReviewForm })));

type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; review: Review };

export function ReviewsSection({ productId }: { productId: string }) {
  const reviews = useReviews(productId);
  const token = useToken();
  const userId = tokenUserId(token);
  const promptLogin = useLoginPrompt(PRODUCT_TOAST_MS);
  const save = useSaveReview(productId);
  const remove = useDeleteReview(productId);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [enlarged, setEnlarged] = useState<string | undefined>(undefined);

  // Reviews are kept only when their product is this one (docs/product.md#reviews).
  const list = (reviews.data?.reviews ?? []).filter((review) => review.product === productId);
  const mine = list.find((review) => review.user._id === userId);
  const toastOptions = { duration: PRODUCT_TOAST_MS };

  const openNew = () => {
    if (!token) return promptLogin('write a review');
    setForm(mine ? { mode: 'edit', review: mine } : { mode: 'new' });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {reviews.data && reviews.data.numReviews > 0 ? (
          <RatingStars rating={reviews.data.cumulativeRating} count={reviews.data.numReviews} size="md" />
        ) : (
          <p className="text-slate-600">No reviews yet.</p>
        )}
        {form.mode === 'closed' && (
          <Button onClick={openNew} variant="outline">
            {mine ? 'Edit Your Review' : 'Write a Review'}
          </Button>
        )}
      </div>
      {form.mode !== 'closed' && (
        <Suspense fallback={<p role="status">Loading the review form…</p>}>
          <ReviewForm
            key={form.mode === 'edit' ? form.review._id : 'new'}
            editing={form.mode === 'edit' ? form.review : undefined}
            saving={save.isPending}
            onCancel={() => setForm({ mode: 'closed' })}
            onSave={(draft) =>
              save.mutate(
                { reviewId: form.mode === 'edit' ? form.review._id : undefined, draft },
                {
                  onSuccess: () => {
                    toast.success(
                      form.mode === 'edit' ? MESSAGES.reviewUpdated : MESSAGES.reviewSubmitted,
                      toastOptions,
                    );
                    setForm({ mode: 'closed' });
                  },
                  onError: (error) =>
                    toast.error(errorMessage(error, MESSAGES.errorSubmittingReview), toastOptions),
                },
              )
            }
          />
        </Suspense>
      )}
      <ul className="space-y-4">
        {list.map((review) => (
          <li key={review._id} className="rounded-2xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {review.user.firstName} {review.user.lastName}
                  {review.verifiedPurchase && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                      Verified purchase
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-500">{formatDate(review.createdAt)}</p>
              </div>
              <RatingStars rating={review.rating} />
            </div>
            {review.comment && <p className="mt-2 whitespace-pre-line text-slate-700">{review.comment}</p>}
            {review.images.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2">
                {review.images.map((url, index) => (
                  <li key={url}>
                    <button
                      type="button"
                      onClick={() => setEnlarged(url)}
                      aria-label={`Enlarge photo ${index + 1}`}
                    >
                      <img
                        src={review.thumbnails[index] ?? url}
                        alt=""
                        width={80}
                        height={80}
                        loading="lazy"
                        className="h-20 w-20 rounded-lg object-cover"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {review.user._id === userId && (
              <div className="mt-3 flex gap-3 text-sm">
                <button
                  type="button"
                  onClick={() => setForm({ mode: 'edit', review })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Edit
                </button>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(review._id, {
                      onSuccess: () => {
                        toast.success(MESSAGES.reviewDeleted, toastOptions);
                        setForm({ mode: 'closed' });
                      },
                      onError: (error) =>
                        toast.error(errorMessage(error, MESSAGES.errorDeletingReview), toastOptions),
                    })
                  }
                  className="font-semibold text-red-700 hover:underline"
                >
                  Delete
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {enlarged !== undefined && (
        <Suspense fallback={null}>
          <ReviewPhotoDialog url={enlarged} onClose={() => setEnlarged(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
