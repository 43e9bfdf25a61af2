// POST /api/cart/add once per reordered line, one after another (each answer is the whole cart;
// docs/product.md#orders-actions).
import type { AddToCartRequest, Cart } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCart } from '../../../entities/cart/add-to-cart.ts';
import { cartQueryOptions } from '../../../entities/cart/get-cart.ts';

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: AddToCartRequest[]) => {
      let cart: Cart | undefined;
      for (const line of lines) cart = await addToCart(line, MESSAGES.failedToReorder);
      return cart;
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartQueryOptions.queryKey, cart);
    },
  });
}
