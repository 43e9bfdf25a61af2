// GET /api/admin/promotions → the shop's promotions, codes and automatic offers (docs/decisions/038-promotions.md).
import type { AdminPromotion } from '@shop/shared/promotion.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { promotionListKey } from './promotion-keys.ts';

export function listPromotions(signal?: AbortSignal): Promise<{ promotions: AdminPromotion[] }> {
  return apiFetch('/api/admin/promotions', { signal, fallbackMessage: 'Could not load the promotions' });
}

export function usePromotions() {
  return useQuery({ queryKey: promotionListKey, queryFn: ({ signal }) => listPromotions(signal) });
}
