// POST /api/cart/saved: moves a cart line to Saved for later; the answer is both lists (docs/product.md#cart-saved).
import {
  SAVED_FOR_LATER_MESSAGES,
  type SavedForLaterChange,
  type SavedLineRequest,
} from '@shop/shared/saved-for-later.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { showChange } from './get-saved-for-later.ts';

export function saveForLater(line: SavedLineRequest): Promise<SavedForLaterChange> {
  return apiFetch('/api/cart/saved', {
    method: 'POST',
    body: line,
    fallbackMessage: SAVED_FOR_LATER_MESSAGES.errorSaving,
  });
}

export function useSaveForLater() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveForLater, onSuccess: (change) => showChange(queryClient, change) });
}
