// GET /api/wishlist → the signed-in shopper's wishlist, shared by the product page's heart, the wishlist page and
// the profile menu. The cache holds what the server answers: the entries themselves (docs/product.md#wishlist).
import { MESSAGES } from '@shop/shared/messages';
import type { Wishlist } from '@shop/shared/wishlist.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { useToken } from '../../lib/auth-token.ts';

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
