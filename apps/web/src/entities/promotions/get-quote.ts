// POST /api/promotions/quote → what the lines save with the automatic offers and the cart's code, priced by the
// server as the checkout charges them (docs/product.md#checkout-promotions). The cart and the checkout show it;
// its key is the lines and the code, so a change of either asks again.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { OrderLineRequest } from '@shop/shared/order.schemas';
import type { Quote } from '@shop/shared/promotion.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { quoteLines } from './quote-lines.ts';

/** Every quote's key starts so: a changed code or a refused order reads them all again. */
export const quoteKey = ['promotions', 'quote'] as const;

export function getQuote(
  orderItems: readonly OrderLineRequest[],
  couponCode: string | null,
  signal?: AbortSignal,
): Promise<Quote> {
  return apiFetch('/api/promotions/quote', {
    method: 'POST',
    body: couponCode ? { orderItems, couponCode } : { orderItems },
    signal,
    fallbackMessage: 'Could not work out your offers',
  });
}

export function quoteQueryOptions(orderItems: readonly OrderLineRequest[], couponCode: string | null) {
  return queryOptions({
    queryKey: [...quoteKey, orderItems, couponCode],
    queryFn: ({ signal }) => getQuote(orderItems, couponCode, signal),
    // A line or code changed: the last quote is kept as placeholder only to say where its figures stood, so the
    // page keeps its shape and says "Updating…" there until the new one comes (basket-quote.ts shows none of them).
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The quote for these lines (the in-stock ones) and the code kept on the cart; nothing is asked for no lines. */
export function useQuote(items: readonly CartItem[], couponCode: string | null) {
  const orderItems = quoteLines(items);
  return useQuery({ ...quoteQueryOptions(orderItems, couponCode), enabled: orderItems.length > 0 });
}
