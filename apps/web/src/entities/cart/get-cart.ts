// GET /api/cart → the signed-in shopper's cart, shared by the header badge, the product page, the cart page and
// the checkout (docs/product.md#cart-lines: refreshed on load and every 30 s; docs/product.md#pages-messages: a
// failure counts as 0).
import type { Cart } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { useToken } from '../../lib/auth-token.ts';
import { buyableUnits } from './cart-lines.ts';

export const CART_REFRESH_MS = 30_000;

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiFetch('/api/cart', { signal, fallbackMessage: MESSAGES.failedToFetchCart });
}

export const cartQueryOptions = queryOptions({
  queryKey: ['cart'],
  queryFn: ({ signal }) => getCart(signal),
  refetchInterval: CART_REFRESH_MS,
});

export function useCart() {
  const token = useToken();
  return useQuery({ ...cartQueryOptions, enabled: token !== null });
}

/**
 * The header badge: the units that can be bought (a line out of stock, or short of it, counts for nothing, as in the
 * totals: docs/product.md#cart-lines); 0 when logged out or when the cart cannot be read.
 */
export function useCartCount(): number {
  const cart = useCart();
  if (!cart.data || cart.isError) return 0;
  return buyableUnits(cart.data.items);
}
