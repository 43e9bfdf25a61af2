// One review in the list (docs/product.md#reviews): author, 'Verified purchase' when the server says the author
// received the product, date, stars, comment, photos that enlarge, the "Helpful (N)" button (a visitor is asked to
// sign in; on one's own review only the count shows) and, for the author, Edit and Delete.
import type { Review } from '@shop/shared/review.schemas';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';

export interface ReviewCardActions {
  onEnlarge: (url: string) => void;
  /** Marks the review helpful, or takes the mark back (a visitor is asked to sign in instead). */
  onHelpful: (review: Review) => void;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}

function foundHelpful(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'} found this helpful`;
}

export function ReviewCard({
  review,
  own,
  voting,
  actions,
}: {
  review: Review;
  /** The signed-in reader wrote it. */
  own: boolean;
  /** A vote on it is on its way. */
  voting: boolean;
  actions: ReviewCardActions;
}) {
  return (
    <article className="rounded-2xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            {review.user.firstName} {review.user.lastName}
            {review.verifiedPurchase && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                Verified purchase
              </span>
            )}
          </p>
          <p className="text-xs text-slate-600">{formatDate(review.createdAt)}</p>
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
                onClick={() => actions.onEnlarge(url)}
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
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {own ? (
          review.helpfulCount > 0 && <p className="text-slate-600">{foundHelpful(review.helpfulCount)}</p>
        ) : (
          <button
            type="button"
            aria-pressed={review.votedHelpful}
            aria-busy={voting || undefined}
            onClick={() => !voting && actions.onHelpful(review)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 font-medium',
              review.votedHelpful
                ? 'border-brand-700 bg-brand-50 text-brand-800'
                : 'border-slate-300 text-slate-700 hover:border-brand-600',
            )}
          >
            <ThumbsUp aria-hidden="true" className={cn('h-4 w-4', review.votedHelpful && 'fill-current')} />
            Helpful ({review.helpfulCount})
          </button>
        )}
        {own && (
          <>
            <button
              type="button"
              onClick={() => actions.onEdit(review)}
              className="min-h-9 font-semibold text-brand-700 hover:underline"
            >
              Edit
            </button>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => actions.onDelete(review)}
              className="min-h-9 font-semibold text-red-700 hover:underline"
            >
              Delete
            </button>
          </>
        )}
      </div>
    </article>
  );
}
