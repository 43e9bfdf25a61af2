// The variant key is the cart's line key (docs/decisions/037-variants.md): one text for one combination.
import { describe, expect, it } from 'vitest';
import { canonicalSelection } from './pricing.ts';
import { variantKey, variantLabel } from './variants.ts';

describe('variantKey', () => {
  it('is the JSON of the selection with sorted keys, whatever order the keys came in', () => {
    expect(variantKey({ Size: 'L', Color: 'Black' })).toBe('{"Color":"Black","Size":"L"}');
    expect(variantKey({ Color: 'Black', Size: 'L' })).toBe(variantKey({ Size: 'L', Color: 'Black' }));
    expect(variantKey({})).toBe('{}');
  });

  it('keys the canonical selection exactly as its JSON (how cart lines were always keyed)', () => {
    const filters = [
      { name: 'Size', values: ['M', 'L'], priceAdjustments: [] },
      { name: 'Color', values: ['Black', 'Gold'], priceAdjustments: [] },
    ];
    const canonical = canonicalSelection(filters, { Color: 'Gold' });
    expect(variantKey(canonical)).toBe(JSON.stringify(canonical));
  });
});

describe('variantLabel', () => {
  it('names the options in the product order when given, and leaves a plain name alone', () => {
    const filters = [{ name: 'Size' }, { name: 'Color' }];
    expect(variantLabel('Kurta', { Color: 'Black', Size: 'L' }, filters)).toBe(
      'Kurta (Size: L, Color: Black)',
    );
    expect(variantLabel('Kurta', { Size: 'L', Color: 'Black' })).toBe('Kurta (Size: L, Color: Black)');
    expect(variantLabel('Mug', {})).toBe('Mug');
  });
});
