// Star rating out of 5, the average shown with one decimal (docs/product.md#reviews).
import { Star } from 'lucide-react';
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
  const iconSize = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <div className="flex items-center gap-1" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            iconSize,
            star <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
      <span aria-hidden="true" className="ml-1 text-sm text-slate-600">
        {unrated ? 'No reviews yet' : rating.toFixed(1)}
        {!unrated && count !== undefined && ` (${count})`}
      </span>
    </div>
  );
}
