// The hearts on product cards (docs/product.md#wishlist): which products are on the signed-in shopper's wishlist,
// and how a heart adds or removes one. The wishlist is read once for every card, lazily, by
// entities/wishlist/wishlist-hearts-provider.tsx and handed down through this context, so a card (components/)
// shows its heart without asking for anything itself.
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { createContext } from 'react';

/** How a heart's tap ended: `signed-out` when the server no longer knew the session (the token is gone). */
export type HeartOutcome = 'done' | 'signed-out' | 'failed';

export interface WishlistHearts {
  /** The ids of the products on the wishlist; empty until it is read, and for a visitor. */
  saved: ReadonlySet<string>;
  /** Asks for the wishlist (a card is shown to a signed-in shopper); nothing is read until something asks. */
  want: () => void;
  /** Adds (`add`) or removes the product, what the heart showed it would do; a tap while one is on its way is dropped. */
  toggle: (product: ProductCard, add: boolean) => Promise<HeartOutcome>;
}

export const WishlistHeartsContext = createContext<WishlistHearts>({
  saved: new Set(),
  want: () => {},
  toggle: async () => 'failed',
});
