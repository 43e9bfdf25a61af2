// GET /api/cart/saved → the signed-in shopper's Saved for later lines, shown under the cart (docs/product.md#cart-
// saved). Every change of them answers both lists, which `showChange` puts in place of the cached ones.
import {
  SAVED_FOR_LATER_MESSAGES,
  type SavedForLater,
  type SavedForLaterChange,
} from '@shop/shared/saved-for-later.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../entities/cart/get-cart.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';

export function getSavedForLater(signal?: AbortSignal): Promise<SavedForLater> {
  return apiFetch('/api/cart/saved', { signal, fallbackMessage: SAVED_FOR_LATER_MESSAGES.errorFetching });
}

export const savedForLaterQueryOptions = queryOptions({
  queryKey: ['saved-for-later'],
  queryFn: ({ signal }) => getSavedForLater(signal),
});

export function useSavedForLater() {
  const token = useToken();
  return useQuery({ ...savedForLaterQueryOptions, enabled: token !== null });
}

/** A change's answer holds both lists as they are now: the cart (and so the header's badge) and the saved lines. */
export function showChange(queryClient: QueryClient, change: SavedForLaterChange): void {
  queryClient.setQueryData(cartQueryOptions.queryKey, change.cart);
  queryClient.setQueryData(savedForLaterQueryOptions.queryKey, change.saved);
}
