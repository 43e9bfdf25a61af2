// Pricing rules of docs/product.md#catalogue-pricing and docs/product.md#catalogue-pricing, with property tests over random products.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalSelection,
  defaultSelection,
  discountPercent,
  type PricedFilter,
  priceFor,
  selectionProblem,
} from './pricing.ts';

const size: PricedFilter = {
  name: 'Size',
  values: ['S', 'M', 'L'],
  priceAdjustments: [
    { value: 'S', price: 100_00, discountPrice: 80_00 },
    { value: 'M', price: 120_00, discountPrice: 0 },
    { value: 'L', price: 140_00, discountPrice: 110_00 },
  ],
};
const color: PricedFilter = {
  name: 'Color',
  values: ['Black', 'Gold'],
  priceAdjustments: [
    { value: 'Black', price: 0, discountPrice: 0 },
    { value: 'Gold', price: 20_00, discountPrice: 15_00 },
  ],
};

describe('priceFor', () => {
  it('uses base and discount price when no option carries adjustments', () => {
    const plain = { name: 'Pack', values: ['1', '2'], priceAdjustments: [] };
    expect(priceFor({ basePrice: 500_00, discountPrice: 399_00, filters: [plain] })).toEqual({
      effective: 399_00,
      original: 500_00,
    });
    expect(priceFor({ basePrice: 500_00, discountPrice: 0, filters: [] })).toEqual({
      effective: 500_00,
      original: 500_00,
    });
  });

  it('prices the default selection from the first value of each option', () => {
    expect(priceFor({ basePrice: 1, discountPrice: 0, filters: [size, color] })).toEqual({
      effective: 80_00,
      original: 100_00,
    });
  });

  it("sums the chosen values' discount price, else their price", () => {
    const product = { basePrice: 1, discountPrice: 0, filters: [size, color] };
    expect(priceFor(product, { Size: 'M', Color: 'Gold' })).toEqual({ effective: 135_00, original: 140_00 });
    expect(priceFor(product, { Size: 'L', Color: 'Black' })).toEqual({ effective: 110_00, original: 140_00 });
  });

  it("falls back to the first option's adjustment for a value without one", () => {
    const partial: PricedFilter = {
      name: 'Fit',
      values: ['Slim', 'Loose'],
      priceAdjustments: [{ value: 'Slim', price: 5_00, discountPrice: 0 }],
    };
    const product = { basePrice: 1, discountPrice: 0, filters: [size, partial] };
    // Loose has no adjustment: the first option's (Size M) adjustment stands in for it.
    expect(priceFor(product, { Size: 'M', Fit: 'Loose' })).toEqual({ effective: 240_00, original: 240_00 });
  });

  it('never prices below zero and never shows an original below what is paid', () => {
    const adjustment = fc.record({
      price: fc.integer({ min: 0, max: 10_000_000 }),
      discountPrice: fc.integer({ min: 0, max: 10_000_000 }),
    });
    const filter = fc.array(adjustment, { minLength: 1, maxLength: 4 }).map(
      (list): PricedFilter => ({
        name: 'F',
        values: list.map((_, j) => `v${j}`),
        priceAdjustments: list.map((a, j) => ({ ...a, value: `v${j}` })),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(filter, { maxLength: 3 }).map((fs) => fs.map((f, i) => ({ ...f, name: `F${i}` }))),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (filters, basePrice, discountPrice) => {
          const { effective, original } = priceFor({ basePrice, discountPrice, filters });
          expect(effective).toBeGreaterThanOrEqual(0);
          expect(original).toBeGreaterThanOrEqual(effective);
          expect(Number.isInteger(effective) && Number.isInteger(original)).toBe(true);
        },
      ),
    );
  });

  it('adds up option prices: the total is the sum of each option priced alone', () => {
    fc.assert(
      fc.property(fc.constantFrom('S', 'M', 'L'), fc.constantFrom('Black', 'Gold'), (s, c) => {
        const both = priceFor(
          { basePrice: 0, discountPrice: 0, filters: [size, color] },
          { Size: s, Color: c },
        );
        const sizeOnly = priceFor({ basePrice: 0, discountPrice: 0, filters: [size] }, { Size: s });
        const colorOnly = priceFor({ basePrice: 0, discountPrice: 0, filters: [color] }, { Color: c });
        expect(both.effective).toBe(sizeOnly.effective + colorOnly.effective);
      }),
    );
  });
});

describe('discountPercent', () => {
  it('rounds the saving as a percentage of the normal price', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(999, 666)).toBe(33);
    expect(discountPercent(300, 299)).toBe(0);
  });

  it('is 0 unless normal > effective > 0', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(1000, 0)).toBe(0);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (normal, effective) => {
        const percent = discountPercent(normal, effective);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (!(normal > effective && effective > 0)) expect(percent).toBe(0);
      }),
    );
  });
});

describe('selections', () => {
  it('defaults to the first value of every option', () => {
    expect(defaultSelection([size, color])).toEqual({ Size: 'S', Color: 'Black' });
  });

  it('names an unknown option or value', () => {
    expect(selectionProblem([size], { Size: 'M' })).toBeUndefined();
    expect(selectionProblem([size], { Flavour: 'Mint' })).toBe('Unknown option "Flavour"');
    expect(selectionProblem([size], { Size: 'XXL' })).toBe('Unknown value "XXL" for Size');
  });

  it('fills in defaults and orders keys so equal choices compare equal', () => {
    const a = canonicalSelection([size, color], { Color: 'Gold' });
    const b = canonicalSelection([size, color], { Size: 'S', Color: 'Gold' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys(a)).toEqual(['Color', 'Size']);
  });
});
