// GET /api/admin/promotions/:id/report → what the orders that used a promotion brought in, and what it cost.
import type { PromotionReport } from '@shop/shared/promotion.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { promotionReportKey } from './promotion-keys.ts';

export function getPromotionReport(id: string, signal?: AbortSignal): Promise<PromotionReport> {
  return apiFetch(`/api/admin/promotions/${encodeURIComponent(id)}/report`, {
    signal,
    fallbackMessage: 'Could not load the report',
  });
}

export function usePromotionReport(id: string) {
  return useQuery({
    queryKey: promotionReportKey(id),
    queryFn: ({ signal }) => getPromotionReport(id, signal),
  });
}
