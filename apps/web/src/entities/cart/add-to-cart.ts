// POST /api/cart/add: a quantity difference for one line (+1, -1, +3…); the answer is the whole cart.
import type { AddToCartRequest, Cart } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

export function addToCart(
  change: AddToCartRequest,
  fallbackMessage: string = MESSAGES.errorAddingToCart,
): Promise<Cart> {
  return apiFetch('/api/cart/add', { method: 'POST', body: change, fallbackMessage });
}

export function useAddToCart(fallbackMessage: string = MESSAGES.errorAddingToCart) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AddToCartRequest) => addToCart(change, fallbackMessage),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions.queryKey, cart),
  });
}
