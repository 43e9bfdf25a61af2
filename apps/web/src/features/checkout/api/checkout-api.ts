// The checkout's calls (spec §7 Orders and payment): the provider key, the pending online checkout, and the
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

export function placeOrder(body: PlaceOrderRequest): Promise<PlacedOrder> {
  return apiFetch('/api/orders', {
    method: 'POST',
    body,
    fallbackMessage:
      body.paymentMethod === 'cod' ? MESSAGES.errorPlacingOrder : MESSAGES.errorCreatingOrderAfterPayment,
  });
}

/** Places an order; the cart (ordered lines leave it) and the order list are read again afterwards. */
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
