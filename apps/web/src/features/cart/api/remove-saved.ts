// DELETE /api/cart/saved: removes a saved line (idempotent); the answer is both lists (docs/product.md#cart-saved).
import {
  SAVED_FOR_LATER_MESSAGES,
  type SavedForLaterChange,
  type SavedLineRequest,
} from '@shop/shared/saved-for-later.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { showChange } from './get-saved-for-later.ts';

export function removeSaved(line: SavedLineRequest): Promise<SavedForLaterChange> {
  return apiFetch('/api/cart/saved', {
    method: 'DELETE',
    body: line,
    fallbackMessage: SAVED_FOR_LATER_MESSAGES.errorRemoving,
  });
}

export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSaved, onSuccess: (change) => showChange(queryClient, change) });
}
