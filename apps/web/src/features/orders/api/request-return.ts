// POST /api/orders/{id}/return-request: what is wrong with the delivered order (docs/product.md#orders-actions).
import type { OrderActionResponse, ReturnRequest } from '@shop/shared/order.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { useOrderAction } from './use-order-action.ts';

export function requestReturn(id: string, body: ReturnRequest): Promise<OrderActionResponse> {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}/return-request`, { method: 'POST', body });
}

export function useReturnRequest() {
  return useOrderAction(requestReturn);
}
