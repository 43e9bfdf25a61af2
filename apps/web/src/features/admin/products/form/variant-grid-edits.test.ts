// The stock grid's edits in the admin form (docs/decisions/037-variants.md): rows made from the options keep what
// was typed, a renamed option or value keeps its rows' stock, and an edit sends the stock each row showed.
import { variantKey } from '@shop/shared/variants';
import { describe, expect, it } from 'vitest';
import {
  combinationsFor,
  fillCombinations,
  fitsOptions,
  followOptionEdit,
  gridTotal,
  withStockSeen,
} from './variant-grid-edits.ts';

const size = { name: 'Size', values: ['S', 'M'], priceAdjustments: [] };
const color = { name: 'Color', values: ['Red', 'Blue'], priceAdjustments: [] };
const row = (Size: string, Color: string, countInStock: number, sku: string | null = null) => ({
  options: { Size, Color },
  sku,
  supplierSku: null,
  countInStock,
});

describe('the stock grid in the form', () => {
  it('makes a row for every combination, keeping the typed ones and the ones that no longer fit', () => {
    const stray = row('XL', 'Red', 4);
    const rows = fillCombinations([row('M', 'Blue', 7, 'KUR-M-B'), stray], [size, color]);
    expect(rows).toEqual([
      row('S', 'Red', 0),
      row('S', 'Blue', 0),
      row('M', 'Red', 0),
      row('M', 'Blue', 7, 'KUR-M-B'),
      stray,
    ]);
    expect(rows.map((each) => fitsOptions(each, [size, color]))).toEqual([true, true, true, true, false]);
    expect(gridTotal(rows)).toBe(11);
    expect(gridTotal([row('S', 'Red', Number.NaN)])).toBeUndefined();
  });

  it('says why it cannot make the rows', () => {
    expect(combinationsFor([])).toMatchObject({ reason: 'Add options (Size, Colour…) first.' });
    expect(combinationsFor([{ ...size, name: ' ' }])).toMatchObject({
      reason: 'Give every option a name and a value first.',
    });
    const many = { name: 'N', values: Array.from({ length: 11 }, (_, i) => `v${i}`), priceAdjustments: [] };
    expect(combinationsFor([many, { ...many, name: 'P' }]).reason).toBe(
      'The options make 121 combinations; a product keeps at most 100 rows. It keeps one stock.',
    );
    expect(combinationsFor([size, color])).toEqual({ count: 4 });
  });

  it('renames rows with their option or value, and leaves them alone when values only move', () => {
    const rows = [row('S', 'Red', 1), row('M', 'Red', 2)];
    expect(followOptionEdit(rows, size, { ...size, values: ['Small', 'M'] })).toEqual([
      row('Small', 'Red', 1),
      row('M', 'Red', 2),
    ]);
    expect(followOptionEdit(rows, size, { ...size, name: 'Fit' }).map((each) => each.options)).toEqual([
      { Fit: 'S', Color: 'Red' },
      { Fit: 'M', Color: 'Red' },
    ]);
    expect(followOptionEdit(rows, size, { ...size, values: ['M', 'S'] })).toEqual(rows);
  });

  it('sends the stock each loaded row showed, and none for a new row', () => {
    const loaded = [{ key: variantKey({ Size: 'S', Color: 'Red' }), ...row('S', 'Red', 5) }];
    expect(withStockSeen([row('S', 'Red', 8), row('M', 'Red', 2)], loaded)).toEqual([
      { ...row('S', 'Red', 8), stockSeen: 5 },
      row('M', 'Red', 2),
    ]);
  });
});
