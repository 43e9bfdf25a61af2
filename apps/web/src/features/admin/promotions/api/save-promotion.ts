// POST /api/admin/promotions (a new one) and PUT /api/admin/promotions/:id (an edit, from the version the form or
// the list loaded: a change made since is a 409, docs/decisions/019). The list's Pause, Resume and End are edits of
// the status alone.
import type { AdminPromotion, PromotionInput } from '@shop/shared/promotion.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { promotionKey, promotionListKey } from './promotion-keys.ts';

/** The promotion an edit is made from. */
export interface PromotionBase {
  id: string;
  version: number;
}

export function savePromotion(
  base: PromotionBase | undefined,
  input: PromotionInput,
): Promise<AdminPromotion> {
  const fallbackMessage = 'Could not save the promotion';
  if (base === undefined)
    return apiFetch('/api/admin/promotions', { method: 'POST', body: input, fallbackMessage });
  return apiFetch(`/api/admin/promotions/${encodeURIComponent(base.id)}`, {
    method: 'PUT',
    body: { ...input, version: base.version },
    fallbackMessage,
  });
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ base, input }: { base: PromotionBase | undefined; input: PromotionInput }) =>
      savePromotion(base, input),
    onSuccess: (saved) => queryClient.setQueryData(promotionKey(saved.id), saved),
    // A refusal (a 409) refreshes the list too, so it shows what another admin changed; the promotion an open form
    // edits is left as loaded (the form offers to reload it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionListKey }),
  });
}
