// The stock grid's rules (docs/decisions/037-variants.md): every combination in the options' order, and the CSV's
// `variant` cell read back exactly as it was written, whatever the values hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  everyCombination,
  fitsEveryOption,
  MAX_VARIANTS,
  readVariantText,
  variantText,
} from './variant-grid.ts';

const size = { name: 'Size', values: ['S', 'M'] };
const color = { name: 'Color', values: ['Red', 'Blue', 'Green'] };

describe('everyCombination', () => {
  it('lists each combination once, the first option outermost', () => {
    expect(
      everyCombination([size, color]).map((combination) => variantText(combination, [size, color])),
    ).toEqual([
      'Size: S; Color: Red',
      'Size: S; Color: Blue',
      'Size: S; Color: Green',
      'Size: M; Color: Red',
      'Size: M; Color: Blue',
      'Size: M; Color: Green',
    ]);
  });

  it('lists none for a product without options or with more than MAX_VARIANTS combinations', () => {
    expect(everyCombination([])).toEqual([]);
    const many = { name: 'N', values: Array.from({ length: MAX_VARIANTS + 1 }, (_, i) => String(i)) };
    expect(everyCombination([many])).toEqual([]);
  });
});

describe('readVariantText', () => {
  it('reads the cell in any order and spacing, and says how to write one that does not fit', () => {
    expect(readVariantText('Color:Blue ;  Size: M', [size, color])).toEqual({
      options: { Color: 'Blue', Size: 'M' },
    });
    expect(readVariantText('Size: M', [size, color])).toEqual({
      problem:
        'variant "Size: M" does not match the options: write each option once as "Size: S; Color: Red"',
    });
    expect(readVariantText('Size: S', [])).toEqual({
      problem: 'variant names options the product does not have: leave it empty: this product has no options',
    });
  });

  const optionsOf = (value: fc.Arbitrary<string>) =>
    fc.uniqueArray(
      fc.record({
        name: fc.constantFrom('Size', 'Color', 'Fit'),
        values: fc.uniqueArray(value, { minLength: 1, maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 3, selector: (each) => each.name },
    );
  const text = (pattern: RegExp) =>
    fc
      .stringMatching(pattern)
      .map((each) => each.trim())
      .filter((each) => each !== '');

  it('reads back exactly every combination it writes', () => {
    fc.assert(
      fc.property(optionsOf(text(/^[A-Za-z0-9 .-]{1,12}$/)), (filters) => {
        for (const combination of everyCombination(filters)) {
          expect(readVariantText(variantText(combination, filters), filters)).toEqual({
            options: combination,
          });
        }
      }),
    );
  });

  it('reads values holding "; " and ": " as a combination that is written the same', () => {
    fc.assert(
      fc.property(optionsOf(text(/^[A-Za-z;: ]{1,10}$/)), (filters) => {
        for (const combination of everyCombination(filters)) {
          const written = variantText(combination, filters);
          const read = readVariantText(written, filters);
          if (!('options' in read)) throw new Error(`${written}: ${read.problem}`);
          expect(variantText(read.options, filters)).toBe(written);
        }
      }),
    );
  });
});

describe('fitsEveryOption', () => {
  it('keeps a stored row only while it names each option once with one of its values, and nothing else', () => {
    expect(fitsEveryOption([size, color], { Color: 'Blue', Size: 'M' })).toBe(true);
    // An option missing, a value the option lost, an option the product no longer has.
    expect(fitsEveryOption([size, color], { Size: 'M' })).toBe(false);
    expect(fitsEveryOption([size, color], { Color: 'Pink', Size: 'M' })).toBe(false);
    expect(fitsEveryOption([size], { Color: 'Blue', Size: 'M' })).toBe(false);
    // An option named like a property every object has is still a missing one.
    const edition = { name: 'constructor', values: ['Basic'] };
    expect(fitsEveryOption([edition, size], { Size: 'M', toString: 'Basic' })).toBe(false);
  });
});
