// The checkout's calls (docs/product.md#payment): the provider key, the pending online checkout, and the
// order itself. The server prices everything; what the browser sends about money is only checked.
import { MESSAGES } from '@shop/shared/messages';
import type {
  Order,
  PaymentKey,
  PlaceOrderRequest,
  ProcessPaymentRequest,
  ProcessPaymentResponse,
} from '@shop/shared/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartQueryOptions } from '../../../lib/cart-query.ts';
import { ordersQueryKey } from '../../../lib/orders-query-key.ts';

export function getPaymentKey(): Promise<PaymentKey> {
  return apiFetch('/api/orders/v1/getKey', { fallbackMessage: MESSAGES.paymentFailed });
}

export function processPayment(body: ProcessPaymentRequest): Promise<ProcessPaymentResponse> {
  return apiFetch('/api/orders/v1/payment/process', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.errorPlacingOrder,
  });
}

export interface PlacedOrder {
  message: string;
  order: Order;
}

/**
 * `idempotencyKey`: one per checkout, sent with every attempt, so an order whose answer was lost on the way is
 * returned when the shopper tries again instead of being made twice.
 */
export function placeOrder({
  idempotencyKey,
  ...body
}: PlaceOrderRequest & { idempotencyKey?: string }): Promise<PlacedOrder> {
  return apiFetch('/api/orders', {
    method: 'POST',
    body,
    idempotencyKey,
    fallbackMessage:
      body.paymentMethod === 'cod' ? MESSAGES.errorPlacingOrder : MESSAGES.errorCreatingOrderAfterPayment,
  });
}

/** Places an order; the cart (ordered lines leave it) and the order list are read again afterwards. */
/** A fresh Idempotency-Key: 128 random bits (crypto.randomUUID needs https; this works on any page). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]);
    },
  });
}
