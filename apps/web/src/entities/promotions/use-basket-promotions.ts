// Everything the cart and the checkout show of promotions for the lines being bought (docs/product.md#checkout-
// promotions): the server's quote for the lines and the cart's code read by basket-quote.ts, and the coupon field.
import type { CartItem } from '@shop/shared/cart.schemas';
import { basketQuote } from './basket-quote.ts';
import { useQuote } from './get-quote.ts';
import { useCouponField } from './use-coupon-field.ts';

/** `items`: the lines being bought (the cart's in stock, or the checkout's); `code`: the one kept on the cart. */
export function useBasketPromotions(items: readonly CartItem[], code: string | null) {
  const { couponFate, ...shown } = basketQuote(items, code, useQuote(items, code));
  const coupon = useCouponField(items, code, couponFate);
  return { coupon, ...shown };
}
