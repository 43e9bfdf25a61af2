import type { ProductVariant } from '@shop/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { isSoldOutCombination, soldOutNeighbours, waitsFor } from './notify-me.ts';

const filters = [
  { name: 'Size', values: ['S', 'M', 'L'], priceAdjustments: [] },
  { name: 'Color', values: ['Black', 'White'], priceAdjustments: [] },
];

/** The grid as units per "Size/Color"; a combination left out has no row. */
function product(units: Record<string, number>) {
  const variants: ProductVariant[] = Object.entries(units).map(([combination, countInStock]) => {
    const [Size = '', Color = ''] = combination.split('/');
    return { options: { Size, Color }, countInStock };
  });
  const countInStock = variants.reduce((sum, variant) => sum + variant.countInStock, 0);
  return { filters, variants, countInStock };
}

describe('what "Notify me" is offered for (docs/decisions/037-variants.md)', () => {
  const kurta = product({ 'S/Black': 3, 'S/White': 0, 'M/Black': 2, 'L/Black': 0, 'L/White': 4 });

  it('sees the chosen combination sold out by its own units, a missing row counting as none', () => {
    expect(isSoldOutCombination(kurta, { Size: 'S', Color: 'Black' })).toBe(false);
    expect(isSoldOutCombination(kurta, { Size: 'L', Color: 'Black' })).toBe(true);
    expect(isSoldOutCombination(kurta, { Size: 'M', Color: 'White' })).toBe(true);
    const plain = { filters: [], variants: [], countInStock: 0 };
    expect(isSoldOutCombination(plain, {})).toBe(true);
    expect(isSoldOutCombination({ ...plain, countInStock: 1 }, {})).toBe(false);
  });

  it('offers the sold-out combinations one choice away, which the picker will not let be chosen', () => {
    expect(soldOutNeighbours(kurta, { Size: 'S', Color: 'Black' })).toEqual([
      { Color: 'Black', Size: 'L' },
      { Color: 'White', Size: 'S' },
    ]);
    expect(soldOutNeighbours(kurta, { Size: 'L', Color: 'White' })).toEqual([
      { Color: 'White', Size: 'S' },
      { Color: 'White', Size: 'M' },
      { Color: 'Black', Size: 'L' },
    ]);
    // A product without variants has one stock: nothing is one choice away.
    expect(soldOutNeighbours({ filters, variants: [], countInStock: 0 }, { Size: 'S' })).toEqual([]);
  });

  it('knows an open request by its combination, and any request of a product without variants', () => {
    const alert = { selection: { Color: 'Black', Size: 'L' }, createdAt: '2026-11-29T00:00:00.000Z' };
    expect(waitsFor(kurta, { Size: 'L', Color: 'Black' }, [alert])).toBe(true);
    expect(waitsFor(kurta, { Size: 'S', Color: 'White' }, [alert])).toBe(false);
    const plain = { filters, variants: [] };
    expect(waitsFor(plain, { Size: 'M' }, [{ ...alert, selection: {} }])).toBe(true);
    expect(waitsFor(plain, { Size: 'M' }, [])).toBe(false);
  });
});
