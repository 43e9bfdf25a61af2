// Changing the cart: add (a quantity difference) and remove a line; the answer is the whole cart.
import type { Cart } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { cartQueryOptions } from './cart-query.ts';

export interface CartChange {
  productId: string;
  quantity: number;
  filters: Record<string, string>;
}

export function useAddToCart(fallbackMessage: string = MESSAGES.errorAddingToCart) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) =>
      apiFetch<Cart>('/api/cart/add', { method: 'POST', body: change, fallbackMessage }),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions.queryKey, cart),
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { productId: string; filters: Record<string, string> }) =>
      apiFetch<Cart>('/api/cart/remove', {
        method: 'DELETE',
        body: line,
        fallbackMessage: MESSAGES.errorRemovingItem,
      }),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions.queryKey, cart),
  });
}
