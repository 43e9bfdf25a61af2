// POST (add) and DELETE (remove) /api/wishlist/{productId}: the answer says what was done and lists the entries
// as they are now (docs/product.md#wishlist).
import { MESSAGES } from '@shop/shared/messages';
import type { WishlistChange } from '@shop/shared/wishlist.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { wishlistQueryOptions } from './get-wishlist.ts';

export function changeWishlist({
  productId,
  add,
}: {
  productId: string;
  add: boolean;
}): Promise<WishlistChange> {
  return apiFetch(`/api/wishlist/${encodeURIComponent(productId)}`, {
    method: add ? 'POST' : 'DELETE',
    fallbackMessage: add ? MESSAGES.errorUpdatingWishlist : MESSAGES.errorRemovingFromWishlist,
  });
}

export function useWishlistChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWishlist,
    // A change answers the entries as they are now: the same list GET gives, so it replaces the cached one.
    onSuccess: (change) => queryClient.setQueryData(wishlistQueryOptions.queryKey, change.items),
  });
}
