// App-wide providers: server state (TanStack Query), the automatic offers cards show and the wishlist their hearts
// show (each read lazily: entities/promotions/offers-provider.tsx, entities/wishlist/wishlist-hearts-provider.tsx)
// and toasts (docs/product.md#pages-messages: top-right, 3 s by default).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LazyToaster } from '../components/lazy-toaster.tsx';
import { OffersProvider } from '../entities/promotions/offers-provider.tsx';
import { WishlistHeartsProvider } from '../entities/wishlist/wishlist-hearts-provider.tsx';
import { onShopperChange } from '../lib/auth-token.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // When the shopper changes here or in another tab, nothing cached for the previous one (cart, wishlist, profile,
  // orders) may stay on screen: every query starts over, and those on screen load again for the new shopper
  // (docs/decisions/021-sessions.md).
  useEffect(
    () =>
      onShopperChange(() => {
        void queryClient.resetQueries();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <OffersProvider>
        <WishlistHeartsProvider>{children}</WishlistHeartsProvider>
      </OffersProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
