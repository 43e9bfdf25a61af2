// The signed-in shopper's wishlist, shared by the product page's heart and the wishlist page.
import type { Wishlist } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
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
      apiFetch<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}`, {
        method: add ? 'POST' : 'DELETE',
        fallbackMessage: add ? MESSAGES.errorUpdatingWishlist : MESSAGES.errorRemovingFromWishlist,
      }),
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistQueryOptions.queryKey, wishlist),
  });
}
