// A line's share of the coupon and offers under its price, in the cart and the checkout (docs/product.md#checkout-
// promotions): "₹50 off with FIRST100", or "Updating…" while the quote of the new lines is read. The last words then
// stay unseen under it, so the line keeps its height and nothing below it moves.
import { cn } from '../lib/cn.ts';
import type { LineSaving } from '../lib/coupon-state.ts';

/** Nothing for a line without a saving. */
export function LineSavingText({
  saving,
  className,
}: {
  saving: LineSaving | undefined;
  className?: string;
}) {
  if (!saving) return null;
  return (
    <span className={cn('grid', className)}>
      {saving.pending && saving.room && (
        <span aria-hidden="true" className="invisible col-start-1 row-start-1 font-semibold">
          {saving.room}
        </span>
      )}
      <span
        data-testid="line-saving"
        className={cn(
          'col-start-1 row-start-1',
          saving.pending ? 'text-slate-500' : 'font-semibold text-green-800',
        )}
      >
        {saving.words}
      </span>
    </span>
  );
}
