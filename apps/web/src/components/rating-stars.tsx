// Star rating out of 5, the average shown with one decimal (docs/product.md#reviews). The stars are drawn by CSS
// (`.rating-stars` in index.css): one element, the rating rounded to whole stars in its --filled.
import type { CSSProperties } from 'react';
import { cn } from '../lib/cn.ts';

export function RatingStars({
  rating,
  count,
  size = 'sm',
}: {
  rating: number;
  count?: number;
  size?: 'sm' | 'md';
}) {
  const unrated = count === 0;
  const label = unrated
    ? 'No reviews yet'
    : `Rated ${rating.toFixed(1)} out of 5${count !== undefined ? `, ${count} ${count === 1 ? 'review' : 'reviews'}` : ''}`;
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    // Wraps on a narrow card: the words go under the stars whole rather than in a column of single words.
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5" role="img" aria-label={label}>
      <span
        aria-hidden="true"
        className={cn('rating-stars', size === 'md' && 'rating-stars-md')}
        style={{ '--filled': filled } as CSSProperties}
      />
      <span aria-hidden="true" className="text-sm text-slate-600">
        {unrated ? 'No reviews yet' : rating.toFixed(1)}
        {!unrated && count !== undefined && ` (${count})`}
      </span>
    </div>
  );
}
