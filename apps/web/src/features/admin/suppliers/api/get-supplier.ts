// GET /api/admin/suppliers/:id → one supplier, as its form edits it.
import type { AdminSupplier } from '@shop/shared/suppliers.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { supplierKey } from './supplier-keys.ts';

export function getSupplier(id: string, signal?: AbortSignal): Promise<AdminSupplier> {
  return apiFetch(`/api/admin/suppliers/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Could not load the supplier',
  });
}

export function useSupplier(id: string | undefined) {
  return useQuery({
    queryKey: supplierKey(id),
    enabled: id !== undefined,
    queryFn: ({ signal }) => getSupplier(id ?? '', signal),
  });
}
