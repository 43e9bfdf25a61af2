// POST /api/orders: the order itself (docs/product.md#payment). The server prices everything; what the browser
// sends about money is only checked.
import { MESSAGES } from '@shop/shared/messages';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@shop/shared/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../entities/cart/get-cart.ts';
import { ordersQueryOptions } from '../../../entities/orders/get-orders.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { codAvailabilityKey } from './get-cod-availability.ts';

/**
 * `idempotencyKey`: one per checkout, sent with every attempt, so an order whose answer was lost on the way is
 * returned when the shopper tries again instead of being made twice.
 */
export function placeOrder({
  idempotencyKey,
  ...body
}: PlaceOrderRequest & { idempotencyKey?: string }): Promise<PlaceOrderResponse> {
  return apiFetch('/api/orders', {
    method: 'POST',
    body,
    idempotencyKey,
    fallbackMessage:
      body.paymentMethod === 'cod' ? MESSAGES.errorPlacingOrder : MESSAGES.errorCreatingOrderAfterPayment,
  });
}

/** A fresh Idempotency-Key: 128 random bits (crypto.randomUUID needs https; this works on any page). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Places an order; the cart (ordered lines leave it) and the order list are read again afterwards. A refused cash-
 * on-delivery order also reads again whether COD is available, so the payment step shows why beside it
 * (docs/decisions/030-cash-on-delivery-risk.md).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onError: async (_error, request) => {
      if (request.paymentMethod === 'cod')
        await queryClient.invalidateQueries({ queryKey: codAvailabilityKey });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryOptions.queryKey }),
      ]);
    },
  });
}
