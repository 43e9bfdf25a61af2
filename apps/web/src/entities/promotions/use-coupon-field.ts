// The coupon field's state, for the cart and the checkout alike (components/coupon-field.tsx draws it): the code
// kept on the cart and what it does for these lines, the words of a code refused, and apply and remove.

import type { CartItem } from '@shop/shared/cart.schemas';
import type { CouponAnswer, Quote } from '@shop/shared/promotion.schemas';
import { normalizeCode } from '@shop/shared/promotions';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import type { CodeFate, CouponFieldState } from '../../lib/coupon-state.ts';
import { useApplyCoupon, useRemoveCoupon } from './cart-coupon.ts';

function fateOf(code: string, quote: Quote | undefined, answer: CouponAnswer | null): CodeFate {
  if (quote?.code && quote.code.code === code) {
    return { kind: quote.code.applied ? 'applied' : 'not_applied', words: quote.code.message };
  }
  const answered = answer?.couponCode === code ? answer.quote?.code : undefined;
  if (answered && answered.code === code) {
    return { kind: answered.applied ? 'applied' : 'not_applied', words: answered.message };
  }
  return { kind: 'checking' };
}

/**
 * `items`: the lines shown; `code`: the cart's code; `quote`: the latest quote of the lines shown (a quote of another code never speaks for
 * this one: its words come from the apply answer until the quote with it arrives).
 */
export function useCouponField(
  items: readonly CartItem[],
  code: string | null,
  quote: Quote | undefined,
): CouponFieldState {
  const applying = useApplyCoupon(items);
  const removing = useRemoveCoupon(items);
  const [answer, setAnswer] = useState<CouponAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const apply = async (entered: string): Promise<boolean> => {
    const wanted = normalizeCode(entered);
    if (wanted === '') {
      setError('Enter a code');
      return false;
    }
    try {
      const result = await applying.mutateAsync(wanted);
      setAnswer(result);
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
      setError(errorMessage(failure, 'Could not apply the code. Please try again.'));
      return false;
    }
  };

  const remove = async (): Promise<boolean> => {
    try {
      const result = await removing.mutateAsync(undefined);
      setAnswer(result);
      setError(null);
      setNotice(result.message);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, 'Could not remove the code. Please try again.'));
      return false;
    }
  };

  return {
    code: code ?? null,
    fate: code ? fateOf(code, quote, answer) : { kind: 'checking' },
    error,
    notice,
    pending: applying.isPending || removing.isPending,
    apply,
    remove,
    clearError: () => setError(null),
  };
}
