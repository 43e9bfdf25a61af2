// POST /api/orders/{id}/confirm-cod: the shopper confirms a cash-on-delivery order that waits for it; only then is
// it sent to the supplier (docs/decisions/030-cash-on-delivery-risk.md). Answers `{ message, order }`.
import type { OrderActionResponse } from '@shop/shared/order.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { useOrderAction } from './use-order-action.ts';

export const CONFIRM_FAILED = 'Your order could not be confirmed. Please try again.';

export function confirmCodOrder(id: string): Promise<OrderActionResponse> {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}/confirm-cod`, {
    method: 'POST',
    fallbackMessage: CONFIRM_FAILED,
  });
}

export function useConfirmCodOrder() {
  return useOrderAction<void>((id) => confirmCodOrder(id));
}
