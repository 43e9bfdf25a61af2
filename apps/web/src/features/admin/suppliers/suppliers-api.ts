// The admin's supplier and purchase-order calls (docs/decisions/027-purchase-orders.md).
import type {
  AdminPurchaseOrderList,
  AdminReportBody,
  AdminSupplier,
  AdminSupplierList,
  AdminSupplierResponse,
  ReportFileResult,
  ReportOutcome,
  SupplierInputDraft,
} from '@shop/shared/suppliers.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const suppliersQueryOptions = queryOptions({
  queryKey: ['admin', 'suppliers'],
  queryFn: ({ signal }) =>
    apiFetch<AdminSupplierList>('/api/admin/suppliers', {
      signal,
      fallbackMessage: 'Could not load the suppliers',
    }),
});

export function useSuppliers() {
  return useQuery(suppliersQueryOptions);
}

export function useSupplier(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'suppliers', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) =>
      apiFetch<AdminSupplier>(`/api/admin/suppliers/${encodeURIComponent(id ?? '')}`, {
        signal,
        fallbackMessage: 'Could not load the supplier',
      }),
  });
}

export function useSaveSupplier(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInputDraft) =>
      apiFetch<AdminSupplierResponse>(
        id ? `/api/admin/suppliers/${encodeURIComponent(id)}` : '/api/admin/suppliers',
        {
          method: id ? 'PUT' : 'POST',
          body: input,
          fallbackMessage: 'The supplier could not be saved',
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'suppliers'] }),
  });
}

export function usePurchaseOrders(filter: { status?: string | undefined; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  return useQuery({
    queryKey: ['admin', 'purchase-orders', filter],
    queryFn: ({ signal }) =>
      apiFetch<AdminPurchaseOrderList>(`/api/admin/purchase-orders?${params}`, {
        signal,
        fallbackMessage: 'Could not load the purchase orders',
      }),
  });
}

export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, report }: { id: string; report: AdminReportBody }) =>
      apiFetch<ReportOutcome>(`/api/admin/purchase-orders/${encodeURIComponent(id)}/report`, {
        method: 'POST',
        body: report,
        fallbackMessage: 'The report could not be saved',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'purchase-orders'] }),
  });
}

export function useReportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiFetch<ReportFileResult>('/api/admin/purchase-orders/reports', {
        method: 'POST',
        body: { csv },
        fallbackMessage: 'The file could not be read',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'purchase-orders'] }),
  });
}
