// PUT /api/cart/coupon keeps a code on the cart and DELETE /api/cart/coupon takes it off (docs/product.md#checkout-
// promotions); both answer the code kept and words to show. The quote of the lines shown is read with the new code
// before the cart is told it, so the chip, the lines and the totals change together.
import type { Cart, CartItem } from '@shop/shared/cart.schemas';
import type { CouponAnswer } from '@shop/shared/promotion.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { COUPON_FAILED } from '../../lib/promotion-words.ts';
import { cartQueryOptions } from '../cart/get-cart.ts';
import { quoteQueryOptions } from './get-quote.ts';
import { quoteLines } from './quote-lines.ts';

export function applyCoupon(code: string): Promise<CouponAnswer> {
  return apiFetch('/api/cart/coupon', {
    method: 'PUT',
    body: { code },
    fallbackMessage: COUPON_FAILED.apply,
  });
}

export function removeCoupon(): Promise<CouponAnswer> {
  return apiFetch('/api/cart/coupon', {
    method: 'DELETE',
    fallbackMessage: COUPON_FAILED.remove,
  });
}

/** `items`: the lines the page shows (the cart's in stock, or the checkout's), whose quote is read with the code. */
function useCouponChange<Input>(change: (input: Input) => Promise<CouponAnswer>, items: readonly CartItem[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      const orderItems = quoteLines(items);
      // The code is now the cart's own, so this quote spends nothing of the code-check budget.
      if (orderItems.length > 0)
        await queryClient.prefetchQuery(quoteQueryOptions(orderItems, answer.couponCode));
      // A cart read still under way was asked before the change: its answer must not put the old code back.
      await queryClient.cancelQueries({ queryKey: cartQueryOptions.queryKey });
      queryClient.setQueryData<Cart>(cartQueryOptions.queryKey, (cart) =>
        cart ? { ...cart, couponCode: answer.couponCode } : cart,
      );
    },
  });
}

export function useApplyCoupon(items: readonly CartItem[]) {
  return useCouponChange(applyCoupon, items);
}

export function useRemoveCoupon(items: readonly CartItem[]) {
  return useCouponChange(() => removeCoupon(), items);
}
