// POST /api/cart/saved/move-to-cart: moves a saved line back to the cart, refused in the cart's words past the stock
// or the unit cap (it then stays saved); the answer is both lists (docs/product.md#cart-saved).
import {
  SAVED_FOR_LATER_MESSAGES,
  type SavedForLaterChange,
  type SavedLineRequest,
} from '@shop/shared/saved-for-later.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { showChange } from './get-saved-for-later.ts';

export function moveToCart(line: SavedLineRequest): Promise<SavedForLaterChange> {
  return apiFetch('/api/cart/saved/move-to-cart', {
    method: 'POST',
    body: line,
    fallbackMessage: SAVED_FOR_LATER_MESSAGES.errorMoving,
  });
}

export function useMoveToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveToCart, onSuccess: (change) => showChange(queryClient, change) });
}
