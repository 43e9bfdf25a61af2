import { formatRupees, toRupees } from '@shop/shared/money';
import { FREE_SHIPPING_OVER } from '@shop/shared/shop-policy';
import { describe, expect, it } from 'vitest';
import { productShippingText, shippingPerk, totalsShipping } from './shipping-words.ts';

// The threshold comes from the shop's policy, so changing the promise stays one edit (docs/decisions/006).
const over = formatRupees(toRupees(FREE_SHIPPING_OVER));
const totals = (subtotal: number, shippingCost: number) => ({
  subtotal,
  savings: 0,
  shippingCost,
  total: subtotal + shippingCost,
});

describe('the shipping rule in words', () => {
  it('gives a product its fee and the threshold, or Free shipping without a fee', () => {
    expect(productShippingText(79)).toBe(`+ ₹79 shipping, free on orders over ${over}`);
    expect(productShippingText(0)).toBe('Free shipping');
    expect(shippingPerk(79)).toBe(`Free Shipping over ${over}`);
    expect(shippingPerk(0)).toBe('Free Shipping');
  });

  it('does not ask a fee under a price that alone passes the threshold', () => {
    const dear = toRupees(FREE_SHIPPING_OVER);
    expect(productShippingText(49, dear)).toBe(`Free shipping on orders over ${over}`);
    expect(shippingPerk(49, dear)).toBe('Free Shipping');
    expect(productShippingText(49, dear - 1)).toBe(`+ ₹49 shipping, free on orders over ${over}`);
  });

  it('shows the cart its fee with the threshold, or why shipping is free', () => {
    expect(totalsShipping(totals(FREE_SHIPPING_OVER - 1, 79_00))).toEqual({
      value: '₹79',
      note: `Free on orders over ${over}`,
    });
    expect(totalsShipping(totals(FREE_SHIPPING_OVER, 0))).toEqual({
      value: 'Free',
      note: `Free shipping on orders over ${over}`,
    });
    expect(totalsShipping(totals(FREE_SHIPPING_OVER - 1, 0))).toEqual({
      value: 'Free',
      note: 'These products ship free',
    });
    expect(totalsShipping(totals(0, 0))).toEqual({ value: 'Free' });
  });
});
