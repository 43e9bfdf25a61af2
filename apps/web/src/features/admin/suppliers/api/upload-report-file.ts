// POST /api/admin/purchase-orders/reports → a supplier's CSV of answers, one purchase order a row.
import type { ReportFileResult } from '@shop/shared/suppliers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { purchaseOrdersKey } from './supplier-keys.ts';

export function uploadReportFile(csv: string): Promise<ReportFileResult> {
  return apiFetch('/api/admin/purchase-orders/reports', {
    method: 'POST',
    body: { csv },
    fallbackMessage: 'The file could not be read',
  });
}

export function useReportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReportFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersKey }),
  });
}
