// GET /api/orders/v1/getKey → the payment provider's public key and checkout script (docs/product.md#payment-online).
import { MESSAGES } from '@shop/shared/messages';
import type { PaymentKey } from '@shop/shared/order.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

export function getPaymentKey(): Promise<PaymentKey> {
  return apiFetch('/api/orders/v1/getKey', { fallbackMessage: MESSAGES.paymentFailed });
}
