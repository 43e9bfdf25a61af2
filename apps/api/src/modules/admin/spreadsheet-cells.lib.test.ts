// The CSV export's guard against spreadsheet formulas (docs/decisions/019-admin-edits-never-undo-sales.md item 7): no exported cell
// starts with a character a spreadsheet runs as a formula, and the import undoes the guard exactly, for every
// string, including ones that already start with quotes.
import type { ProductExportRow } from '@shop/shared/admin.schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-file.lib.ts';
import { csvText } from './product-export.service.ts';
import { FORMULA_START, guardFormula, unguardFormula } from './spreadsheet-cells.lib.ts';

/** Strings rich in the characters the rule is about, so the properties meet them often. */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '"', ',', '\n', ' '),
    fc.string({ maxLength: 1 }),
  ),
  maxLength: 12,
});

describe('guardFormula and unguardFormula', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","x")', '\'=HYPERLINK("https://evil.example","x")'],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ["''@x", "'''@x"],
    ["'plain", "'plain"],
    ["'", "'"],
    ['Plain = text', 'Plain = text'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(guardFormula(value)).toBe(cell);
    expect(unguardFormula(cell)).toBe(value);
  });

  it('never writes a cell that starts with a formula character', () => {
    fc.assert(
      fc.property(tricky, (value) => {
        expect(FORMULA_START.test(guardFormula(value))).toBe(false);
      }),
    );
  });

  it('gives back every string exactly', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string()), (value) => {
        expect(unguardFormula(guardFormula(value))).toBe(value);
      }),
    );
  });
});

describe('a product through the CSV export and the import reader', () => {
  const base: ProductExportRow = {
    id: 'abcdefabcdefabcdefabcdef',
    version: 3,
    name: 'x',
    description: '',
    features: [],
    category: 'Kitchen',
    subCategory: 'x',
    brand: 'x',
    badge: null,
    images: [],
    countInStock: 1,
    shippingCost: 0,
    basePrice: 1,
    discountPrice: 0,
    filters: [],
    variants: [],
  };
  // The reader turns every line ending into \n (so its line numbers are the file's), and an empty cell takes the
  // schema's default: those are the reader's rules, not this guard's, so the texts here avoid them.
  const text = tricky.filter((value) => !value.includes('\r') && value.trim() !== '');

  it('reads back the text cells as they were', () => {
    fc.assert(
      fc.property(text, text, text, (name, description, brand) => {
        const [row] = readImportFile(csvText([{ ...base, name, description, brand }], true));
        expect(row?.value).toMatchObject({ name, description, brand });
      }),
    );
  });
});
