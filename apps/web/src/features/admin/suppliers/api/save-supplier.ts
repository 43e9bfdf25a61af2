// POST /api/admin/suppliers (a new supplier) and PUT /api/admin/suppliers/:id (an edit): the whole supplier.
import type { AdminSupplierResponse, SupplierInputDraft } from '@shop/shared/suppliers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { suppliersKey } from './supplier-keys.ts';

export function saveSupplier(
  id: string | undefined,
  input: SupplierInputDraft,
): Promise<AdminSupplierResponse> {
  return apiFetch(id ? `/api/admin/suppliers/${encodeURIComponent(id)}` : '/api/admin/suppliers', {
    method: id ? 'PUT' : 'POST',
    body: input,
    fallbackMessage: 'The supplier could not be saved',
  });
}

export function useSaveSupplier(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInputDraft) => saveSupplier(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppliersKey }),
  });
}
