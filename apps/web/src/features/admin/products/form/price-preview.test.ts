import { describe, expect, it } from 'vitest';
import { pricePreview } from './price-preview.ts';

describe('pricePreview', () => {
  it('uses the base and discount prices when no filter is priced', () => {
    const preview = pricePreview({
      basePrice: 1000,
      discountPrice: 799.5,
      filters: [{ name: 'Colour', values: ['Red', 'Blue'], priceAdjustments: [] }],
    });
    expect(preview.defaultPrice).toEqual({ effective: 799.5, original: 1000, percent: 20 });
    expect(preview.filters[0]?.rows.map((row) => [row.value, row.isDefault, row.price.effective])).toEqual([
      ['Red', true, 799.5],
      ['Blue', false, 799.5],
    ]);
  });

  it('prices each value of each filter with the others at their defaults (first priced filter absolute, later add-ons)', () => {
    const preview = pricePreview({
      basePrice: 500,
      discountPrice: 0,
      filters: [
        {
          name: 'Size',
          values: ['S', 'L'],
          priceAdjustments: [
            { value: 'S', price: 600, discountPrice: 450 },
            { value: 'L', price: 900, discountPrice: 0 },
          ],
        },
        {
          name: 'Finish',
          values: ['Matte', 'Gloss'],
          priceAdjustments: [
            { value: 'Matte', price: 0, discountPrice: 0 },
            { value: 'Gloss', price: 100, discountPrice: 0 },
          ],
        },
      ],
    });
    expect(preview.defaultPrice).toEqual({ effective: 450, original: 600, percent: 25 });
    const [size, finish] = preview.filters;
    expect(size?.rows.map((row) => row.price.effective)).toEqual([450, 900]);
    expect(finish?.rows.map((row) => [row.price.effective, row.price.original])).toEqual([
      [450, 600],
      [550, 700],
    ]);
  });

  it('counts half-typed amounts as zero instead of failing', () => {
    const preview = pricePreview({ basePrice: Number.NaN, discountPrice: undefined, filters: undefined });
    expect(preview.defaultPrice).toEqual({ effective: 0, original: 0, percent: 0 });
    expect(preview.filters).toEqual([]);
  });
});
