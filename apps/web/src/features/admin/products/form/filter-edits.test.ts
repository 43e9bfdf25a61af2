import { describe, expect, it } from 'vitest';
import { addValue, moveValue, removeValue, renameValue, setAdjustment, setPriced } from './filter-edits.ts';
import { alignAdjustments } from './product-form-values.ts';

const priced = {
  name: 'Size',
  values: ['S', 'M', 'L'],
  priceAdjustments: [
    { value: 'S', price: 100, discountPrice: 0 },
    { value: 'M', price: 200, discountPrice: 150 },
    { value: 'L', price: 300, discountPrice: 0 },
  ],
};

describe('filter edits keep one adjustment per value, in step', () => {
  it('moves a value together with its prices, and not past either end', () => {
    const moved = moveValue(priced, 1, -1);
    expect(moved.values).toEqual(['M', 'S', 'L']);
    expect(moved.priceAdjustments?.map((a) => [a.value, a.price])).toEqual([
      ['M', 200],
      ['S', 100],
      ['L', 300],
    ]);
    expect(moveValue(priced, 0, -1)).toBe(priced);
    expect(moveValue(priced, 2, 1)).toBe(priced);
  });

  it('renames, adds and removes a value with its adjustment', () => {
    const renamed = renameValue(priced, 2, 'XL');
    expect(renamed.priceAdjustments?.[2]).toEqual({ value: 'XL', price: 300, discountPrice: 0 });
    const added = addValue(renamed);
    expect(added.values).toEqual(['S', 'M', 'XL', '']);
    expect(added.priceAdjustments?.[3]).toEqual({ value: '', price: 0, discountPrice: 0 });
    const removed = removeValue(added, 0);
    expect(removed.values).toEqual(['M', 'XL', '']);
    expect(removed.priceAdjustments?.map((a) => a.value)).toEqual(['M', 'XL', '']);
  });

  it("keeps a value's own pictures with it when renamed, and drops them when it is removed", () => {
    const colour = {
      name: 'Color',
      values: ['Black', 'Red'],
      priceAdjustments: [],
      valueImages: { Black: ['/media/black.webp'], Red: ['/media/red.webp'] },
    };
    const renamed = renameValue(colour, 0, 'Jet Black');
    expect(renamed.valueImages).toEqual({ 'Jet Black': ['/media/black.webp'], Red: ['/media/red.webp'] });
    expect(removeValue(renamed, 1).valueImages).toEqual({ 'Jet Black': ['/media/black.webp'] });
    expect(renameValue(priced, 0, 'XS')).not.toHaveProperty('valueImages');
  });

  it('adds no adjustments to an unpriced filter; turning prices on gives each value ₹0', () => {
    const plain = { name: 'Colour', values: ['Red'], priceAdjustments: [] };
    expect(addValue(plain).priceAdjustments).toEqual([]);
    const on = setAdjustment(setPriced(addValue(plain), true), 0, 'price', 49.5);
    expect(on.priceAdjustments).toEqual([
      { value: 'Red', price: 49.5, discountPrice: 0 },
      { value: '', price: 0, discountPrice: 0 },
    ]);
    expect(setPriced(on, false).priceAdjustments).toEqual([]);
  });

  it('lines up stored adjustments with the values when a product is loaded', () => {
    const stored = {
      name: 'Size',
      values: ['S', 'M'],
      priceAdjustments: [
        { value: 'M', price: 200, discountPrice: 0 },
        { value: 'gone', price: 1, discountPrice: 0 },
      ],
    };
    expect(alignAdjustments(stored).priceAdjustments).toEqual([
      { value: 'S', price: 0, discountPrice: 0 },
      { value: 'M', price: 200, discountPrice: 0 },
    ]);
  });
});
