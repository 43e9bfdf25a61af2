import { formatRupees, toRupees } from '@shop/shared/money';
import { FREE_SHIPPING_OVER } from '@shop/shared/shop-policy';
import { afterEach, describe, expect, it } from 'vitest';
import { freeOver, productShippingText, shippingPerk, totalsShipping } from './shipping-words.ts';
import { configureShop, shopConfig } from './shop-config.ts';

// Without settings written into the page the shop's default threshold applies (docs/decisions/006, 036).
const over = formatRupees(toRupees(FREE_SHIPPING_OVER));
const byDefault = shopConfig.freeShippingOverRupees;
afterEach(() => configureShop({ freeShippingOverRupees: byDefault }));
const totals = (subtotal: number, shippingCost: number) => ({
  subtotal,
  savings: 0,
  discount: 0,
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

  it('follows the threshold the shop set (FREE_SHIPPING_OVER_RUPEES), as the server prices it', () => {
    configureShop({ freeShippingOverRupees: 999 });
    expect(freeOver()).toBe('free on orders over ₹999');
    expect(productShippingText(79, 600)).toBe('+ ₹79 shipping, free on orders over ₹999');
    expect(shippingPerk(79, 999)).toBe('Free Shipping');
    expect(totalsShipping(totals(FREE_SHIPPING_OVER, 79_00)).note).toBe('Free on orders over ₹999');
    expect(totalsShipping(totals(999_00, 0)).note).toBe('Free shipping on orders over ₹999');
  });
});
