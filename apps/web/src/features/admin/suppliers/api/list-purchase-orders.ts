// GET /api/admin/purchase-orders → one page of purchase orders, optionally of one status.
import type { AdminPurchaseOrderList } from '@shop/shared/suppliers.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { type PurchaseOrderFilter, purchaseOrderListKey } from './supplier-keys.ts';

export function listPurchaseOrders(filter: PurchaseOrderFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  return apiFetch<AdminPurchaseOrderList>(`/api/admin/purchase-orders?${params}`, {
    signal,
    fallbackMessage: 'Could not load the purchase orders',
  });
}

export function usePurchaseOrders(filter: PurchaseOrderFilter) {
  return useQuery({
    queryKey: purchaseOrderListKey(filter),
    queryFn: ({ signal }) => listPurchaseOrders(filter, signal),
  });
}
