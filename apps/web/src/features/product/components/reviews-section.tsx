// The review area (docs/product.md#catalogue-product, docs/product.md#reviews): the average and the rating breakdown,
// the sort (newest, most helpful, with photos first), the list (only reviews of this product) with photos that
// enlarge on click and "Helpful" votes, the author's own Edit and Delete (asked first), and the form for new or
// edited reviews. Visitors get the login prompt.
import { MESSAGES } from '@shop/shared/messages';
// Types only: the schemas (and zod) stay out of the product page's first load.
import type { Review } from '@shop/shared/review.schemas';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort, VOTE_FAILED } from '@shop/shared/review-options';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { tokenUserId, useToken } from '../../../lib/auth-token.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoginPrompt } from '../../../lib/use-login-prompt.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useSaveReview } from '../api/save-review.ts';
import { useVoteHelpful } from '../api/vote-review.ts';
import { PRODUCT_TOAST_MS } from './product-purchase.tsx';
import { RatingBreakdown } from './rating-breakdown.tsx';
import { ReviewCard, type ReviewCardActions } from './review-card.tsx';

// Only a shopper writing a review, enlarging a photo or deleting a review needs these (and zod, and the dialog):
// not part of the page's first load. review-options.ts, not review.schemas.ts, gives this file its values.
const ReviewPhotoDialog = lazy(() =>
  import('./review-photo-dialog.tsx').then((module) => ({ default: module.ReviewPhotoDialog })),
);
const ReviewForm = lazy(() => import('./review-form.tsx').then((module) => ({ default: module.ReviewForm })));
const DeleteReviewDialog = lazy(() =>
  import('./delete-review-dialog.tsx').then((module) => ({ default: module.DeleteReviewDialog })),
);

type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; review: Review };

export function ReviewsSection({ productId }: { productId: string }) {
  const token = useToken();
  const userId = tokenUserId(token);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useReviews(productId, sort, userId);
  const promptLogin = useLoginPrompt(PRODUCT_TOAST_MS);
  const save = useSaveReview(productId);
  const vote = useVoteHelpful(productId);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [enlarged, setEnlarged] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState<Review | undefined>(undefined);
  const writeButton = useRef<HTMLButtonElement>(null);
  // The form's buttons go with it (Cancel, a save): focus then lands on "Write a Review" / "Edit Your Review",
  // not on the page's body.
  const closedFromForm = useRef(false);
  const closeForm = () => {
    closedFromForm.current = true;
    setForm({ mode: 'closed' });
  };
  useEffect(() => {
    if (form.mode !== 'closed' || !closedFromForm.current) return;
    closedFromForm.current = false;
    if (document.activeElement === document.body || document.activeElement === null)
      writeButton.current?.focus();
  }, [form.mode]);
  const sortId = useId();

  // Reviews are kept only when their product is this one (docs/product.md#reviews).
  const list = (reviews.data?.reviews ?? []).filter((review) => review.product === productId);
  const mine = list.find((review) => review.user._id === userId);
  const numReviews = reviews.data?.numReviews ?? 0;
  const toastOptions = { duration: PRODUCT_TOAST_MS };

  const openNew = () => {
    if (!token) return promptLogin('write a review');
    setForm(mine ? { mode: 'edit', review: mine } : { mode: 'new' });
  };

  const actions: ReviewCardActions = {
    onEnlarge: setEnlarged,
    onHelpful: (review) => {
      if (!token) return promptLogin('mark a review helpful');
      vote.mutate(
        { reviewId: review._id, helpful: !review.votedHelpful },
        { onError: (error) => toast.error(errorMessage(error, VOTE_FAILED), toastOptions) },
      );
    },
    onEdit: (review) => setForm({ mode: 'edit', review }),
    onDelete: setDeleting,
  };

  return (
    <div className="space-y-6">
      {reviews.data && numReviews > 0 ? (
        <RatingBreakdown
          average={reviews.data.cumulativeRating}
          count={numReviews}
          breakdown={reviews.data.ratingBreakdown}
        />
      ) : (
        // Also what a failed load shows: the spec's silent fallback to no reviews (docs/product.md#pages-messages).
        !reviews.isPending && <p className="text-slate-600">No reviews yet.</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {form.mode === 'closed' && (
          <Button ref={writeButton} onClick={openNew} variant="outline">
            {mine ? 'Edit Your Review' : 'Write a Review'}
          </Button>
        )}
        {numReviews > 1 && (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={sortId} className="font-medium text-slate-700">
              Sort reviews
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as ReviewSort)}
              className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
            >
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {form.mode !== 'closed' && (
        <Suspense fallback={<p role="status">Loading the review form…</p>}>
          <ReviewForm
            key={form.mode === 'edit' ? form.review._id : 'new'}
            editing={form.mode === 'edit' ? form.review : undefined}
            saving={save.isPending}
            onCancel={closeForm}
            onSave={(draft) =>
              save.mutate(
                { reviewId: form.mode === 'edit' ? form.review._id : undefined, draft },
                {
                  onSuccess: () => {
                    toast.success(
                      form.mode === 'edit' ? MESSAGES.reviewUpdated : MESSAGES.reviewSubmitted,
                      toastOptions,
                    );
                    closeForm();
                  },
                  onError: (error) =>
                    toast.error(errorMessage(error, MESSAGES.errorSubmittingReview), toastOptions),
                },
              )
            }
          />
        </Suspense>
      )}
      <ul className="space-y-4" aria-busy={reviews.isPlaceholderData || undefined}>
        {list.map((review) => (
          <li key={review._id}>
            <ReviewCard
              review={review}
              own={review.user._id === userId}
              voting={vote.isPending && vote.variables?.reviewId === review._id}
              actions={actions}
            />
          </li>
        ))}
      </ul>
      {enlarged !== undefined && (
        <Suspense fallback={null}>
          <ReviewPhotoDialog url={enlarged} onClose={() => setEnlarged(undefined)} />
        </Suspense>
      )}
      {deleting !== undefined && (
        <Suspense fallback={null}>
          <DeleteReviewDialog
            productId={productId}
            review={deleting}
            toastMs={PRODUCT_TOAST_MS}
            afterDelete={writeButton}
            onClose={() => setDeleting(undefined)}
            onDeleted={() => {
              setForm({ mode: 'closed' });
              setDeleting(undefined);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
