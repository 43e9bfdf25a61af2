// GET /api/admin/suppliers → every supplier the shop orders from (docs/decisions/027-purchase-orders.md).
import type { AdminSupplierList } from '@shop/shared/suppliers.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { suppliersKey } from './supplier-keys.ts';

export const suppliersQueryOptions = queryOptions({
  queryKey: suppliersKey,
  queryFn: ({ signal }) =>
    apiFetch<AdminSupplierList>('/api/admin/suppliers', {
      signal,
      fallbackMessage: 'Could not load the suppliers',
    }),
});

export function useSuppliers() {
  return useQuery(suppliersQueryOptions);
}
