// Hands the wishlist to every card's heart (lib/wishlist-hearts.ts): one read of GET /api/wishlist for all the
// cards of a page, only for a signed-in shopper, and only once the browser is idle after the page has come alive,
// so it never delays the first paint or the first tap (docs/decisions/024-server-rendering.md). The server and the
// hydrating render know no shopper, so both draw every heart empty; the saved ones fill in once it is read.
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { Wishlist } from '@shop/shared/wishlist.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useToken } from '../../lib/auth-token.ts';
import { toast } from '../../lib/toast.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { type HeartOutcome, type WishlistHearts, WishlistHeartsContext } from '../../lib/wishlist-hearts.ts';
import { changeWishlist } from './change-wishlist.ts';
import { wishlistQueryOptions } from './get-wishlist.ts';

const KEY = wishlistQueryOptions.queryKey;

/** The list as the heart's tap leaves it, shown before the server answers (nothing when it was never read). */
function afterTap(current: Wishlist | undefined, product: ProductCard, add: boolean): Wishlist | undefined {
  if (!current) return undefined;
  const others = current.filter((entry) => entry.product._id !== product._id);
  return add ? [{ product, addedAt: new Date().toISOString() }, ...others] : others;
}

export function WishlistHeartsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const signedIn = useToken() !== null;
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(
    () => (signedIn && wanted && !ready ? whenIdle(() => setReady(true)) : undefined),
    [signedIn, wanted, ready],
  );
  // Already read (the wishlist page, the product page's heart), the hearts show it at once.
  const list = useQuery({ ...wishlistQueryOptions, enabled: signedIn && ready });
  const entries = signedIn ? list.data : undefined;
  const saved = useMemo(() => new Set(entries?.map((entry) => entry.product._id)), [entries]);

  // The products whose change is on its way: a second tap on one is dropped, so the two requests never cross.
  const inFlight = useRef(new Set<string>());
  const toggle = useCallback(
    async (product: ProductCard, add: boolean): Promise<HeartOutcome> => {
      if (inFlight.current.has(product._id)) return 'done';
      inFlight.current.add(product._id);
      // A read on its way would put back the list from before the tap.
      await queryClient.cancelQueries({ queryKey: KEY });
      queryClient.setQueryData(KEY, (current) => afterTap(current, product, add));
      try {
        const change = await changeWishlist({ productId: product._id, add });
        // The answer lists the wishlist as it is now; with another heart's change still on its way it lacks that
        // one, whose own answer comes later.
        if (inFlight.current.size === 1) queryClient.setQueryData(KEY, change.items);
        toast.success(change.message);
        return 'done';
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: KEY });
        // The server no longer knew the session (the token is gone now): the heart asks the shopper to sign in.
        if (error instanceof ApiError && error.status === 401) return 'signed-out';
        toast.error(errorMessage(error, MESSAGES.errorUpdatingWishlist));
        return 'failed';
      } finally {
        inFlight.current.delete(product._id);
      }
    },
    [queryClient],
  );

  const value = useMemo<WishlistHearts>(() => ({ saved, want, toggle }), [saved, want, toggle]);
  return <WishlistHeartsContext.Provider value={value}>{children}</WishlistHeartsContext.Provider>;
}
