// GET /api/admin/promotions/:id → one promotion, as its form edits it.
import type { AdminPromotion } from '@shop/shared/promotion.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { promotionKey } from './promotion-keys.ts';

export function getPromotion(id: string, signal?: AbortSignal): Promise<AdminPromotion> {
  return apiFetch(`/api/admin/promotions/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Could not load the promotion',
  });
}

export function usePromotion(id: string | undefined) {
  return useQuery({
    queryKey: promotionKey(id ?? ''),
    queryFn: ({ signal }) => getPromotion(id ?? '', signal),
    enabled: id !== undefined,
    retry: false,
    // The form is filled once from this: a refetch in the background must not look like new data.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
