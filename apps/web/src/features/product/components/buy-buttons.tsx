// Buy Now and Add to Cart (docs/product.md#catalogue-product), under the options and again in the phone's sticky bar
// (sticky-buy-bar.tsx): one component, so both pairs are disabled alike (sold out, an add under way) and do the same.
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

export interface BuyActions {
  soldOut: boolean;
  /** An add to the cart is under way. */
  busy: boolean;
  onBuyNow: () => void;
  onAddToCart: () => void;
}

/** `compact`: the bar's smaller text, still a finger's height (44 px). */
export function BuyButtons({
  soldOut,
  busy,
  onBuyNow,
  onAddToCart,
  compact = false,
}: BuyActions & { compact?: boolean }) {
  const look = cn('flex-1 whitespace-nowrap', compact && 'h-11');
  const size = compact ? 'sm' : 'md';
  return (
    <>
      <Button
        data-buy-action="buy-now"
        disabled={soldOut || busy}
        onClick={onBuyNow}
        disabledLook="grey"
        size={size}
        className={look}
      >
        Buy Now
      </Button>
      <Button
        data-buy-action="add-to-cart"
        disabled={soldOut || busy}
        onClick={onAddToCart}
        variant="outline"
        disabledLook="grey"
        size={size}
        className={look}
      >
        Add to Cart
      </Button>
    </>
  );
}
