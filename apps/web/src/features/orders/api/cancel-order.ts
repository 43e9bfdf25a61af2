// PUT /api/orders/{id}/cancel with the chosen reason (docs/product.md#orders-actions).
import { MESSAGES } from '@shop/shared/messages';
import type { CancelOrderRequest, OrderActionResponse } from '@shop/shared/order.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { useOrderAction } from './use-order-action.ts';

export function cancelOrder(id: string, body: CancelOrderRequest): Promise<OrderActionResponse> {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'PUT',
    body,
    fallbackMessage: MESSAGES.failedToCancelOrder,
  });
}

export function useCancelOrder() {
  return useOrderAction(cancelOrder);
}
