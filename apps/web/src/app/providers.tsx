// App-wide providers: server state (TanStack Query), the automatic offers cards show and the wishlist their hearts
// show (each read lazily: entities/promotions/offers-provider.tsx, entities/wishlist/wishlist-hearts-provider.tsx)
// and toasts (docs/product.md#pages-messages: top-right, 3 s by default).
import { notifyManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LazyToaster } from '../components/lazy-toaster.tsx';
import { OffersProvider } from '../entities/promotions/offers-provider.tsx';
import { WishlistHeartsProvider } from '../entities/wishlist/wishlist-hearts-provider.tsx';
import { onShopperChange } from '../lib/auth-token.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // When the shopper changes here or in another tab, nothing cached for the previous one (cart, wishlist, profile,
  // orders) may stay on screen: every query starts over at once, and those on screen load again for the new shopper
  // (docs/decisions/021-sessions.md) once the page has been drawn for them. Not sooner: until then a query that needs
  // a session is still on (its page and `useToken` gates have not seen the change), and after a logout it would be
  // sent without one and refused with a 401 (issue 47). This effect runs after its children's, where their queries
  // take their new options.
  const [shopperChanges, setShopperChanges] = useState(0);
  useEffect(
    () =>
      onShopperChange(() => {
        notifyManager.batch(() => {
          for (const query of queryClient.getQueryCache().getAll()) query.reset();
        });
        setShopperChanges((changes) => changes + 1);
      }),
    [queryClient],
  );
  useEffect(() => {
    if (shopperChanges > 0) void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
  }, [shopperChanges, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <OffersProvider>
        <WishlistHeartsProvider>{children}</WishlistHeartsProvider>
      </OffersProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
