// POST /api/orders/v1/payment/process → the provider's pending order for an online checkout
// (docs/product.md#payment-online); the order itself is placed once the provider confirms the payment.
import { MESSAGES } from '@shop/shared/messages';
import type { ProcessPaymentRequest, ProcessPaymentResponse } from '@shop/shared/order.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

export function processPayment(body: ProcessPaymentRequest): Promise<ProcessPaymentResponse> {
  return apiFetch('/api/orders/v1/payment/process', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.errorPlacingOrder,
  });
}
