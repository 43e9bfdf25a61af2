// POST /api/admin/purchase-orders/:id/report → the shop reports a supplier's answer (shipped, refused…) itself.
import type { AdminReportBody, ReportOutcome } from '@shop/shared/suppliers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { purchaseOrdersKey } from './supplier-keys.ts';

export function reportPurchaseOrder(id: string, report: AdminReportBody): Promise<ReportOutcome> {
  return apiFetch(`/api/admin/purchase-orders/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    body: report,
    fallbackMessage: 'The report could not be saved',
  });
}

export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, report }: { id: string; report: AdminReportBody }) => reportPurchaseOrder(id, report),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersKey }),
  });
}
