// The coupon field's state, for the cart and the checkout alike (components/coupon-field.tsx draws it): the code
// kept on the cart and what it does for these lines, the words of a code refused, and apply and remove.

import type { CartItem } from '@shop/shared/cart.schemas';
import { couponCodeSchema } from '@shop/shared/order.schemas';
import { normalizeCode } from '@shop/shared/promotions';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import type { CodeFate, CouponFieldState } from '../../lib/coupon-state.ts';
import { COUPON_FAILED } from '../../lib/promotion-words.ts';
import { useApplyCoupon, useRemoveCoupon } from './cart-coupon.ts';

/**
 * `items`: the lines shown; `code`: the cart's code; `fate`: what the quote of these lines says of it
 * (basket-quote.ts). The quote of the lines with a new code is read before the cart is told the code
 * (cart-coupon.ts), so the chip speaks from that quote at once.
 */
export function useCouponField(
  items: readonly CartItem[],
  code: string | null,
  fate: CodeFate,
): CouponFieldState {
  const applying = useApplyCoupon(items);
  const removing = useRemoveCoupon(items);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const apply = async (entered: string): Promise<boolean> => {
    // The shared schema the server checks with gives the words for an empty code.
    const checked = couponCodeSchema.safeParse(entered);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return false;
    }
    const wanted = normalizeCode(checked.data);
    try {
      const result = await applying.mutateAsync(wanted);
      if (result.couponCode !== wanted) {
        // Not kept: an unknown or ended code; the cart keeps the code it had.
        setError(result.message);
        setNotice('');
        return false;
      }
      // Its words take the focus on the chip (components/coupon-field.tsx): nothing more to announce.
      setError(null);
      setNotice('');
      return true;
    } catch (failure) {
      setError(errorMessage(failure, COUPON_FAILED.apply));
      return false;
    }
  };

  const remove = async (): Promise<boolean> => {
    try {
      const result = await removing.mutateAsync(undefined);
      setError(null);
      setNotice(result.message);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, COUPON_FAILED.remove));
      return false;
    }
  };

  return {
    code: code ?? null,
    fate,
    error,
    notice,
    pending: applying.isPending || removing.isPending,
    apply,
    remove,
    clearError: () => setError(null),
  };
}
