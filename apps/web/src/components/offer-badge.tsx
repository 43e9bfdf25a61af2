// The badge of an automatic offer aimed at a product ("Buy 2, get 1 free": lib/offers.ts), over the picture of its
// card. The list is read lazily once the page is alive (entities/promotions/offers-provider.tsx): the server and the
// hydrating render show none, and when it comes it lies over the picture, so nothing moves.
import { cn } from '../lib/cn.ts';
import { type OfferedProduct, useProductOffers } from '../lib/offers.ts';

/** Sits in the picture's `relative` box, at its bottom left. */
export function OfferBadge({ product, className }: { product: OfferedProduct; className?: string }) {
  const [offer] = useProductOffers(product, { wholeOrder: false });
  if (!offer) return null;
  return (
    <span
      data-testid="offer-badge"
      className={cn(
        'absolute bottom-2 left-2 max-w-[calc(100%-1rem)] truncate rounded-md bg-green-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm',
        className,
      )}
    >
      {offer.badge}
    </span>
  );
}
