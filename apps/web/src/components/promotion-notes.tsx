// The automatic offers a basket got ("You save ₹299 with Buy 2, get 1 free") and the ones it nearly reaches
// ("Add ₹250 more for Free shipping on ₹999+"), under the cart's and the checkout's totals
// (docs/product.md#checkout-promotions). The code's own words are on its chip (coupon-field.tsx).
import { BadgePercent, Gift } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export function PromotionNotes({
  applied,
  nearby,
  className,
}: {
  /** The automatic offers applied, each with its words. */
  applied: readonly { id: string; message: string }[];
  nearby: readonly { id: string; message: string }[];
  className?: string;
}) {
  if (applied.length === 0 && nearby.length === 0) return null;
  return (
    <div className={cn('space-y-2 text-sm', className)}>
      {applied.length > 0 && (
        <ul aria-label="Offers applied" data-testid="offers-applied" className="space-y-1">
          {applied.map((offer) => (
            <li key={offer.id} className="flex items-start gap-2 font-medium text-green-800">
              <BadgePercent aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {offer.message}
            </li>
          ))}
        </ul>
      )}
      {nearby.length > 0 && (
        <ul aria-label="Offers nearly reached" data-testid="offers-nearby" className="space-y-1">
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
