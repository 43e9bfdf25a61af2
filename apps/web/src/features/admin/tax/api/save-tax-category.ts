// PUT /api/admin/tax/categories/{category} → one category's new default; the page saves its changed rows in turn.
import type { TaxCategory } from '@shop/shared/admin-tax.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { taxCategoriesQueryOptions } from './get-tax-categories.ts';

/** A row as the page edits it; the server checks the rate against the GST slabs. */
export type TaxCategoryChange = Pick<TaxCategory, 'category' | 'hsnCode' | 'gstRate'>;

export function saveTaxCategory({ category, ...body }: TaxCategoryChange): Promise<TaxCategory> {
  return apiFetch(`/api/admin/tax/categories/${encodeURIComponent(category)}`, {
    method: 'PUT',
    body,
    fallbackMessage: `The GST default of ${category} could not be saved`,
  });
}

/** Saves the changed rows one after the other; the first refusal stops and is shown. */
export function useSaveTaxCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: TaxCategoryChange[]) => {
      const saved: TaxCategory[] = [];
      for (const change of changes) saved.push(await saveTaxCategory(change));
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxCategoriesQueryOptions.queryKey }),
  });
}
