// DELETE /api/cart/remove: takes one line (product and chosen options) out; the answer is the whole cart.
import type { Cart, RemoveFromCartRequest } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

export function removeFromCart(line: RemoveFromCartRequest): Promise<Cart> {
  return apiFetch('/api/cart/remove', {
    method: 'DELETE',
    body: line,
    fallbackMessage: MESSAGES.errorRemovingItem,
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions.queryKey, cart),
  });
}
