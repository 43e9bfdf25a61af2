// The admin's GST calls (docs/decisions/029-gst-tax-invoices.md): category defaults, one change, and a month's
// invoice lines as a CSV file (a bearer-token route, so the file is fetched here and saved through a Blob link).
import type { TaxCategories, TaxCategory } from '@shop/shared/admin-tax.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { authorizedFetch, readJson, requestError } from '../products/api/admin-fetch.ts';
import { exportFileName } from '../products/api/export-products.ts';

export const taxCategoriesQueryOptions = queryOptions({
  queryKey: ['admin', 'tax-categories'],
  queryFn: ({ signal }) =>
    apiFetch<TaxCategories>('/api/admin/tax/categories', {
      signal,
      fallbackMessage: 'Could not load the GST defaults',
    }),
});

export function useTaxCategories() {
  return useQuery(taxCategoriesQueryOptions);
}

/** Saves the changed rows one after the other; the first refusal stops and is shown. */
export function useSaveTaxCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { category: string; hsnCode: string; gstRate: number }[]) => {
      const saved: TaxCategory[] = [];
      for (const { category, ...body } of changes) {
        saved.push(
          await apiFetch<TaxCategory>(`/api/admin/tax/categories/${encodeURIComponent(category)}`, {
            method: 'PUT',
            body,
            fallbackMessage: `The GST default of ${category} could not be saved`,
          }),
        );
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxCategoriesQueryOptions.queryKey }),
  });
}

async function downloadInvoices(month: string): Promise<string> {
  const response = await authorizedFetch(`/api/admin/tax/invoices.csv?month=${encodeURIComponent(month)}`);
  if (!response.ok) {
    throw requestError(response.status, await readJson(response), 'Could not export the invoices');
  }
  const name = exportFileName(response.headers.get('content-disposition'), 'csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useDownloadInvoices() {
  return useMutation({ mutationFn: downloadInvoices });
}
