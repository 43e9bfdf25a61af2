// The shipping speeds in words (docs/decisions/036-checkout-for-india.md): fees from the shop's settings, never typed.
import { afterEach, describe, expect, it } from 'vitest';
import { fasterSpeedOffers, speedShipping } from './shipping-speed-words.ts';
import { configureShop, shopConfig } from './shop-config.ts';

const { expressShippingFee, overnightShippingFee } = shopConfig;
afterEach(() => configureShop({ expressShippingFee, overnightShippingFee }));

describe('the shipping speeds in words', () => {
  it('offer express where available and overnight in cities and between metros, at the default fees', () => {
    expect(fasterSpeedOffers()).toEqual([
      'Express delivery: ₹99 extra, in about half the transit time, where available (not to remote areas).',
      'Overnight delivery: ₹199 extra, one day in transit, in the same city and between metros.',
    ]);
  });

  it("take the fees from the shop's settings", () => {
    configureShop({ expressShippingFee: 49.5, overnightShippingFee: 150 });
    expect(fasterSpeedOffers().join(' ')).toMatch(/₹49\.50 extra.*₹150 extra/);
  });

  it("show the chosen speed's whole shipping charge and the part it adds", () => {
    const totals = { subtotal: 300_00, savings: 0, discount: 0, shippingCost: 139_00, total: 439_00 };
    expect(speedShipping(totals, { label: 'Express', extraFee: 99 })).toEqual({
      value: '₹139',
      note: 'Includes ₹99 for Express delivery',
    });
  });
});
