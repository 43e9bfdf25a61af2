// Above the reviews (docs/product.md#reviews): the average as a big figure with the review count, and how many
// reviews gave each number of stars as bars, 5 first, each as long as its share of the reviews.
import type { RatingBreakdown as Breakdown } from '@shop/shared/review.schemas';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const BAR_COLOURS: Record<number, string> = {
  5: 'bg-green-600',
  4: 'bg-green-600',
  3: 'bg-green-600',
  2: 'bg-amber-500',
  1: 'bg-red-600',
};

function reviews(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export function RatingBreakdown({
  average,
  count,
  breakdown,
}: {
  average: number;
  count: number;
  breakdown: Breakdown;
}) {
  return (
    <div className="flex items-center gap-5 sm:gap-8">
      <div className="shrink-0 text-center">
        <p className="inline-flex items-center gap-1 text-4xl font-bold leading-none text-slate-900">
          {average.toFixed(1)}
          <Star aria-hidden="true" className="h-6 w-6 fill-amber-400 text-amber-400" />
          <span className="sr-only"> out of 5</span>
        </p>
        <p className="mt-2 text-sm text-slate-600">{reviews(count)}</p>
      </div>
      <ul aria-label="Ratings by stars" className="w-full max-w-sm space-y-1.5">
        {breakdown.map(({ stars, count: given }) => {
          const share = count > 0 ? Math.round((given / count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'}: {reviews(given)}
              </span>
              <span
                aria-hidden="true"
                className="inline-flex w-7 shrink-0 items-center gap-0.5 text-slate-700"
              >
                {stars}
                <Star className="h-3 w-3 fill-current" />
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                <span
                  data-bar
                  className={cn('block h-full rounded-full', BAR_COLOURS[stars])}
                  style={{ width: `${share}%` }}
                />
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums text-slate-600">
                {given}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
