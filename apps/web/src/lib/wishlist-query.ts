// The signed-in shopper's wishlist, shared by the product page's heart and the wishlist page. The cache holds
// what GET /api/wishlist answers: the entries themselves (docs/product.md#wishlist).
import { MESSAGES } from '@shop/shared/messages';
import type { Wishlist, WishlistChange } from '@shop/shared/wishlist.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { useToken } from './auth-token.ts';

export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return apiFetch('/api/wishlist', { signal, fallbackMessage: MESSAGES.errorFetchingWishlist });
}

export const wishlistQueryOptions = queryOptions({
  queryKey: ['wishlist'],
  queryFn: ({ signal }) => getWishlist(signal),
});

export function useWishlist() {
  const token = useToken();
  return useQuery({ ...wishlistQueryOptions, enabled: token !== null });
}

export function useWishlistChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, add }: { productId: string; add: boolean }) =>
      apiFetch<WishlistChange>(`/api/wishlist/${encodeURIComponent(productId)}`, {
        method: add ? 'POST' : 'DELETE',
        fallbackMessage: add ? MESSAGES.errorUpdatingWishlist : MESSAGES.errorRemovingFromWishlist,
      }),
    // A change answers the entries as they are now: the same list GET gives, so it replaces the cached one.
    onSuccess: (change) => queryClient.setQueryData(wishlistQueryOptions.queryKey, change.items),
  });
}
