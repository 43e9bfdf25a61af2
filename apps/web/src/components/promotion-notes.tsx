// The automatic offers a basket got ("You save ₹299 with Buy 2, get 1 free") and the ones it nearly reaches
// ("Add ₹250 more for Free shipping on ₹999+"), under the cart's and the checkout's totals
// (docs/product.md#checkout-promotions), and why they could not be worked out, with a retry. The code's own words are
// on its chip (coupon-field.tsx).
import { BadgePercent, Gift } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

export function PromotionNotes({
  applied,
  nearby,
  pending = false,
  problem = null,
  className,
}: {
  /** The automatic offers applied, each with its words. */
  applied: readonly { id: string; message: string }[];
  nearby: readonly { id: string; message: string }[];
  /** The quote of the lines shown is being read: the notes keep their place, their words unseen. */
  pending?: boolean;
  /** The quote failed: why, what the order does about it, and a retry. */
  problem?: { message: string; retry: () => void } | null;
  className?: string;
}) {
  if (applied.length === 0 && nearby.length === 0 && !problem) return null;
  return (
    <div className={cn('space-y-2 text-sm', className)}>
      {problem && (
        <div
          role="alert"
          data-testid="quote-problem"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900"
        >
          <p className="min-w-0 flex-1 basis-48">{problem.message}</p>
          <Button variant="outline" size="sm" onClick={problem.retry} className="shrink-0">
            Retry
          </Button>
        </div>
      )}
      {applied.length > 0 && (
        <ul
          aria-label="Offers applied"
          data-testid="offers-applied"
          className={cn('space-y-1', pending && 'invisible')}
        >
          {applied.map((offer) => (
            <li key={offer.id} className="flex items-start gap-2 font-medium text-green-800">
              <BadgePercent aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {offer.message}
            </li>
          ))}
        </ul>
      )}
      {nearby.length > 0 && (
        <ul
          aria-label="Offers nearly reached"
          data-testid="offers-nearby"
          className={cn('space-y-1', pending && 'invisible')}
        >
          {nearby.map((offer) => (
            <li key={offer.id} className="flex items-start gap-2 rounded-md bg-amber-50 p-2 text-amber-900">
              <Gift aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {offer.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
