// GET /api/admin/tax/categories → each category's default HSN code and GST rate (docs/decisions/029-gst-tax-invoices.md).
import type { TaxCategories } from '@shop/shared/admin-tax.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export function getTaxCategories(signal?: AbortSignal): Promise<TaxCategories> {
  return apiFetch('/api/admin/tax/categories', {
    signal,
    fallbackMessage: 'Could not load the GST defaults',
  });
}

export const taxCategoriesQueryOptions = queryOptions({
  queryKey: ['admin', 'tax-categories'],
  queryFn: ({ signal }) => getTaxCategories(signal),
});

export function useTaxCategories() {
  return useQuery(taxCategoriesQueryOptions);
}
