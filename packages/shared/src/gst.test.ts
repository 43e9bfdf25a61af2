// GST arithmetic and checks (docs/decisions/029-gst-tax-invoices.md): paise that add up on every line and in
// total, the GSTIN check character, the financial year in India's time, and amounts in Indian words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYear,
  findGstState,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  GST_RATES,
  type GstRate,
  gstinCheckCharacter,
  gstinProblem,
  indianNumberWords,
  splitInclusive,
  taxOrder,
} from './gst.ts';

const rate = fc.constantFrom<GstRate>(...GST_RATES);
const basket = fc.array(
  fc.record({
    price: fc.integer({ min: 1, max: 20_000_000 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    rate,
  }),
  { minLength: 1, maxLength: 12 },
);

describe('tax inside a tax-inclusive price', () => {
  it('adds up to the paise charged on every line, on shipping and in total, within and between states', () => {
    fc.assert(
      fc.property(
        basket,
        fc.integer({ min: 0, max: 50_000 }),
        fc.boolean(),
        (lines, shipping, intraState) => {
          const taxed = taxOrder(lines, shipping, intraState);
          let charged = shipping;
          let invoiced = 0;
          for (const [index, line] of [...taxed.lines, taxed.shipping].entries()) {
            const parts = [line.taxableValue, line.cgst, line.sgst, line.igst];
            for (const part of parts) {
              expect(Number.isInteger(part)).toBe(true);
              expect(part).toBeGreaterThanOrEqual(0);
            }
            expect(parts.reduce((sum, part) => sum + part, 0)).toBe(line.total);
            if (index < lines.length) {
              const source = lines[index];
              expect(line.total).toBe((source?.price ?? 0) * (source?.quantity ?? 0));
              charged += line.total;
            }
            invoiced += line.total;
            // Within a state the halves differ by at most the odd paisa; between states there is only IGST.
            if (intraState) expect(line.cgst - line.sgst).toBeOneOf([0, 1]);
            else expect(line.cgst + line.sgst).toBe(0);
            // The taxable value is the nearest paisa to amount × 100 / (100 + rate).
            expect(Math.abs(line.taxableValue - (line.total * 100) / (100 + line.rate))).toBeLessThanOrEqual(
              0.5,
            );
          }
          expect(invoiced).toBe(charged);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds halves up and gives CGST the odd paisa', () => {
    // 105 paise at 5%: exactly 100 + 5.
    expect(splitInclusive(105, 5, true)).toEqual({ taxableValue: 100, cgst: 3, sgst: 2, igst: 0 });
    // 118 rupees at 18%: 100 + 18, all IGST between states.
    expect(splitInclusive(11_800, 18, false)).toEqual({
      taxableValue: 10_000,
      cgst: 0,
      sgst: 0,
      igst: 1_800,
    });
    // 1 paisa at 28%: 0.78 rounds to 1, no tax.
    expect(splitInclusive(1, 28, true)).toEqual({ taxableValue: 1, cgst: 0, sgst: 0, igst: 0 });
    expect(splitInclusive(50_000, 0, true)).toEqual({ taxableValue: 50_000, cgst: 0, sgst: 0, igst: 0 });
  });

  it('taxes a line on its value after its share of the promotions (docs/decisions/038-promotions.md)', () => {
    // ₹700 at 18% with ₹69.99 off: ₹630.01 is charged, and taxed.
    const [line] = taxOrder([{ price: 70_000, quantity: 1, rate: 18, discount: 6_999 }], 0, true).lines;
    expect(line).toEqual({ ...splitInclusive(63_001, 18, true), rate: 18, total: 63_001 });
    expect(line?.taxableValue).toBe(53_391);
  });

  it('taxes shipping at the highest rate of the order’s goods', () => {
    const taxed = taxOrder(
      [
        { price: 10_500, quantity: 1, rate: 5 },
        { price: 11_800, quantity: 2, rate: 18 },
      ],
      5_900,
      false,
    );
    expect(taxed.shipping).toMatchObject({ rate: 18, taxableValue: 5_000, igst: 900, total: 5_900 });
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character is right and names what is wrong otherwise', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('29ABCDE1234F1ZW')).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1ZA')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/state/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/PAN/);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});

describe('states and financial years', () => {
  it('finds a state by name, short form or code, in any case', () => {
    expect(findGstState('Karnataka')?.code).toBe('29');
    expect(findGstState(' maharashtra ')?.code).toBe('27');
    expect(findGstState('MH')?.code).toBe('27');
    expect(findGstState('Jammu & Kashmir')?.code).toBe('01');
    expect(findGstState('07')?.name).toBe('Delhi');
    expect(findGstState('Atlantis')).toBeUndefined();
  });

  it('starts a financial year on 1 April in India’s time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices and credit notes within 16 characters of letters, digits, "-" and "/", as GST rules ask', () => {
    expect(formatInvoiceNumber('2025-26', 42)).toBe('INV/25-26/000042');
    expect(formatCreditNoteNumber('2025-26', 7)).toBe('CN/25-26/000007');
    for (const sequence of [1, 999_999]) {
      for (const number of [
        formatInvoiceNumber('2099-00', sequence),
        formatCreditNoteNumber('2099-00', sequence),
      ]) {
        expect(number.length).toBeLessThanOrEqual(16);
        expect(number).toMatch(/^[A-Z0-9/-]+$/);
      }
    }
  });
});

describe('amounts in words', () => {
  it('uses lakh and crore', () => {
    expect(indianNumberWords(0)).toBe('Zero');
    expect(indianNumberWords(100_000)).toBe('One Lakh');
    expect(indianNumberWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(indianNumberWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(amountInWords(50_050)).toBe('Rupees Five Hundred and Fifty Paise Only');
    expect(amountInWords(119_900)).toBe('Rupees One Thousand One Hundred Ninety-Nine Only');
  });
});
