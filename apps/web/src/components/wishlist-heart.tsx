// The heart on a product card's picture (docs/product.md#wishlist): a signed-in shopper adds or removes the product
// with one tap, and the heart fills at once; a visitor is asked to sign in, as every protected action asks
// (lib/use-login-prompt.ts), and comes back here after. The list of saved products comes from
// lib/wishlist-hearts.ts, read once for every card.
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { Heart } from 'lucide-react';
import { useContext, useEffect } from 'react';
import { useToken } from '../lib/auth-token.ts';
import { cn } from '../lib/cn.ts';
import { useLoginPrompt } from '../lib/use-login-prompt.ts';
import { WishlistHeartsContext } from '../lib/wishlist-hearts.ts';

/** The words of the product page's own heart for a visitor: 'Please log in to add items to your wishlist'. */
const ACTION = 'add items to your wishlist';

export function WishlistHeart({ product, className }: { product: ProductCard; className?: string }) {
  const signedIn = useToken() !== null;
  const { saved, want, toggle } = useContext(WishlistHeartsContext);
  const promptLogin = useLoginPrompt();
  useEffect(() => {
    if (signedIn) want();
  }, [signedIn, want]);
  const isSaved = signedIn && saved.has(product._id);

  // Never disabled while its change is on its way: a disabled button loses keyboard focus to the page.
  const tap = async () => {
    if (!signedIn || (await toggle(product, !isSaved)) === 'signed-out') promptLogin(ACTION);
  };
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      onClick={tap}
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-900/10 transition hover:bg-white hover:text-red-600',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('h-5 w-5 transition', isSaved && 'fill-red-600 text-red-600')}
        strokeWidth={2}
      />
    </button>
  );
}
