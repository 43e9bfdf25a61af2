import type { ProductVariant } from '@shop/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { choose, chosenPictures, chosenStock, initialSelection, isSoldOut } from './variant-choice.ts';

const filters = [
  { name: 'Size', values: ['S', 'M', 'L'], priceAdjustments: [] },
  { name: 'Color', values: ['Black', 'White'], priceAdjustments: [] },
];

/** The grid as units per "Size/Color"; a combination left out has no row. */
function grid(units: Record<string, number>): ProductVariant[] {
  return Object.entries(units).map(([combination, countInStock]) => {
    const [Size = '', Color = ''] = combination.split('/');
    return { options: { Size, Color }, countInStock };
  });
}

const soldOutSizes = (variants: ProductVariant[], selection: Record<string, string>) =>
  filters[0]?.values.filter((value) => isSoldOut(filters, variants, selection, 0, value));
const soldOutColors = (variants: ProductVariant[], selection: Record<string, string>) =>
  filters[1]?.values.filter((value) => isSoldOut(filters, variants, selection, 1, value));

describe('sold-out values (docs/decisions/037-variants.md)', () => {
  const variants = grid({
    'S/Black': 3,
    'S/White': 0,
    'M/Black': 0,
    'M/White': 2,
    'L/Black': 0,
    'L/White': 0,
  });

  it('strikes a size only when no colour of it is left', () => {
    expect(soldOutSizes(variants, { Size: 'S', Color: 'Black' })).toEqual(['L']);
    expect(soldOutSizes(variants, {})).toEqual(['L']);
  });

  it('strikes a colour that the chosen size has no units of', () => {
    expect(soldOutColors(variants, { Size: 'S', Color: 'Black' })).toEqual(['White']);
    expect(soldOutColors(variants, { Size: 'M', Color: 'White' })).toEqual(['Black']);
    // With no size chosen yet, a colour is open when any size of it is left.
    expect(soldOutColors(variants, { Color: 'Black' })).toEqual([]);
  });

  it('treats a combination without a row as sold out', () => {
    const partial = grid({ 'S/Black': 4 });
    expect(soldOutSizes(partial, {})).toEqual(['M', 'L']);
    expect(soldOutColors(partial, { Size: 'S' })).toEqual(['White']);
  });

  it('strikes nothing for a product without variants', () => {
    expect(soldOutSizes([], { Size: 'S', Color: 'Black' })).toEqual([]);
    expect(soldOutColors([], { Size: 'S', Color: 'Black' })).toEqual([]);
  });
});

describe('the selection the page opens with', () => {
  it('is the default when it is in stock, or when there are no variants', () => {
    expect(initialSelection(filters, grid({ 'S/Black': 1, 'M/White': 5 }))).toEqual({
      Size: 'S',
      Color: 'Black',
    });
    expect(initialSelection(filters, [])).toEqual({ Size: 'S', Color: 'Black' });
  });

  it('is the first combination in stock, in the options order, when the default is sold out', () => {
    expect(initialSelection(filters, grid({ 'S/Black': 0, 'S/White': 1, 'M/Black': 9 }))).toEqual({
      Size: 'S',
      Color: 'White',
    });
    expect(
      initialSelection(filters, grid({ 'S/Black': 0, 'S/White': 0, 'L/Black': 2, 'M/White': 1 })),
    ).toEqual({
      Size: 'M',
      Color: 'White',
    });
  });

  it('stays the default when everything is sold out', () => {
    expect(initialSelection(filters, grid({ 'S/Black': 0, 'M/White': 0 }))).toEqual({
      Size: 'S',
      Color: 'Black',
    });
  });
});

describe('choosing a value', () => {
  const variants = grid({ 'S/Black': 3, 'S/White': 0, 'M/Black': 0, 'M/White': 2 });

  it('keeps the later choices that still have units', () => {
    const both = grid({ 'S/Black': 1, 'S/White': 1, 'M/Black': 1, 'M/White': 1 });
    expect(choose(filters, both, { Size: 'S', Color: 'White' }, 0, 'M')).toEqual({
      Size: 'M',
      Color: 'White',
    });
  });

  it('moves a later choice to its first value in stock, so no combination is out of reach', () => {
    // From S-Black, M is open (M-White has units) and choosing it moves the colour to White.
    expect(choose(filters, variants, { Size: 'S', Color: 'Black' }, 0, 'M')).toEqual({
      Size: 'M',
      Color: 'White',
    });
    expect(choose(filters, variants, { Size: 'M', Color: 'White' }, 0, 'S')).toEqual({
      Size: 'S',
      Color: 'Black',
    });
  });

  it('changes only that value for a product without variants', () => {
    expect(choose(filters, [], { Size: 'S', Color: 'Black' }, 1, 'White')).toEqual({
      Size: 'S',
      Color: 'White',
    });
  });
});

describe('units of the chosen combination', () => {
  it("is its variant's, 0 without a row, and the product's own without variants", () => {
    const variants = grid({ 'S/Black': 3, 'M/White': 0 });
    expect(chosenStock(filters, variants, 3, { Color: 'Black', Size: 'S' })).toBe(3);
    expect(chosenStock(filters, variants, 3, { Size: 'M', Color: 'White' })).toBe(0);
    expect(chosenStock(filters, variants, 3, { Size: 'L', Color: 'White' })).toBe(0);
    expect(chosenStock(filters, [], 7, { Size: 'L', Color: 'White' })).toBe(7);
  });
});

describe("the gallery's pictures", () => {
  const colour = {
    name: 'Color',
    values: ['Black', 'White'],
    priceAdjustments: [],
    valueImages: { White: ['/media/white-1.webp', '/media/shared.webp'] },
  };
  const images = ['/media/shared.webp', '/media/product.webp'];

  it("puts the chosen value's own pictures first, each picture once", () => {
    expect(chosenPictures([colour], { Color: 'White' }, images)).toEqual([
      '/media/white-1.webp',
      '/media/shared.webp',
      '/media/product.webp',
    ]);
  });

  it("shows the product's pictures for a value without its own", () => {
    expect(chosenPictures([colour], { Color: 'Black' }, images)).toEqual(images);
    expect(chosenPictures(filters, { Size: 'S' }, images)).toEqual(images);
  });
});
