// Paise/rupee conversion and the Indian rupee format (docs/product.md#catalogue-pricing).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCategory } from './categories.ts';
import { formatRupees, toPaise, toRupees } from './money.ts';

describe('money', () => {
  it('formats with Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(499.5)).toBe('₹499.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-1234.5)).toBe('-₹1,234.50');
    expect(formatRupees(-0)).toBe('₹0');
  });

  it("writes every amount in paise as Intl's en-IN rupee format does", () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const withPaise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (paise) => {
        const rupees = toRupees(paise);
        const intl = Number.isInteger(rupees) ? whole.format(rupees) : withPaise.format(rupees);
        expect(formatRupees(rupees)).toBe(intl);
      }),
      { numRuns: 2000 },
    );
    // Halves of a paisa round away from zero, as Intl rounds them.
    expect(formatRupees(2.675)).toBe(withPaise.format(2.675));
    expect(formatRupees(1.005)).toBe(withPaise.format(1.005));
  });

  it('round-trips paise through rupees exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (paise) => {
        expect(toPaise(toRupees(paise))).toBe(paise);
      }),
    );
  });
});

describe('categories', () => {
  it('finds a category whatever the case, and nothing for unknown text', () => {
    expect(findCategory(' stationery ')).toBe('Stationery');
    expect(findCategory('Garden')).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
  });
});
