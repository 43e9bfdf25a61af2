// PUT /api/cart/coupon keeps a code on the cart and DELETE /api/cart/coupon takes it off (docs/product.md#checkout-
// promotions); both answer the code kept and words to show. The cart is told its new code, and every quote is
// read again with it.
import type { Cart } from '@shop/shared/cart.schemas';
import type { CouponAnswer } from '@shop/shared/promotion.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { cartQueryOptions } from '../cart/get-cart.ts';
import { quoteKey } from './get-quote.ts';

export function applyCoupon(code: string): Promise<CouponAnswer> {
  return apiFetch('/api/cart/coupon', {
    method: 'PUT',
    body: { code },
    fallbackMessage: 'Could not apply the code. Please try again.',
  });
}

export function removeCoupon(): Promise<CouponAnswer> {
  return apiFetch('/api/cart/coupon', {
    method: 'DELETE',
    fallbackMessage: 'Could not remove the code. Please try again.',
  });
}

function useCouponChange<Input>(change: (input: Input) => Promise<CouponAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData<Cart>(cartQueryOptions.queryKey, (cart) =>
        cart ? { ...cart, couponCode: answer.couponCode } : cart,
      );
      // The quotes with the old code are of no more use; those with the new one are asked for by their pages.
      void queryClient.invalidateQueries({ queryKey: quoteKey });
    },
  });
}

export function useApplyCoupon() {
  return useCouponChange(applyCoupon);
}

export function useRemoveCoupon() {
  return useCouponChange(() => removeCoupon());
}
