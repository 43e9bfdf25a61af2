// Checkout totals of docs/product.md#checkout-totals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotals, type TotalsLine } from './totals.ts';

const line = (overrides: Partial<TotalsLine>): TotalsLine => ({
  price: 100_00,
  originalPrice: 150_00,
  quantity: 1,
  shippingCost: 0,
  inStock: true,
  ...overrides,
});

describe('checkoutTotals', () => {
  it('sums price × quantity, savings, and distinct shipping costs', () => {
    const totals = checkoutTotals([
      line({ quantity: 2, shippingCost: 49_00 }),
      line({ price: 50_00, originalPrice: 50_00, shippingCost: 49_00 }),
      line({ price: 40_00, originalPrice: 60_00, quantity: 3, shippingCost: 99_00 }),
    ]);
    expect(totals).toEqual({
      subtotal: 370_00,
      savings: 160_00,
      discount: 0,
      shippingCost: 148_00,
      total: 518_00,
    });
  });

  it('ships free once the subtotal reaches the free-shipping threshold', () => {
    const lines = [line({ price: 499_00, originalPrice: 599_00, shippingCost: 79_00 })];
    expect(checkoutTotals(lines).shippingCost).toBe(0);
    expect(checkoutTotals([line({ price: 498_99, shippingCost: 79_00 })]).shippingCost).toBe(79_00);
    expect(checkoutTotals(lines, Number.POSITIVE_INFINITY).shippingCost).toBe(79_00);
  });

  it('leaves out-of-stock lines out of every figure', () => {
    const totals = checkoutTotals([line({}), line({ inStock: false, price: 999_00, shippingCost: 99_00 })]);
    expect(totals).toEqual({ subtotal: 100_00, savings: 50_00, discount: 0, shippingCost: 0, total: 100_00 });
    const withShipping = checkoutTotals([
      line({ shippingCost: 49_00 }),
      line({ inStock: false, shippingCost: 99_00 }),
    ]);
    expect(withShipping.shippingCost).toBe(49_00);
  });

  it('is all zero for an empty cart', () => {
    expect(checkoutTotals([])).toEqual({ subtotal: 0, savings: 0, discount: 0, shippingCost: 0, total: 0 });
  });

  it('always has total = subtotal + shipping, with integer paise', () => {
    const arbitraryLine = fc.record({
      price: fc.nat(10_000_000),
      originalPrice: fc.nat(10_000_000),
      quantity: fc.integer({ min: 0, max: 50 }),
      shippingCost: fc.constantFrom(0, 49_00, 79_00, 99_00),
      inStock: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 20 }), (lines) => {
        const totals = checkoutTotals(lines, Number.POSITIVE_INFINITY);
        expect(totals.total).toBe(totals.subtotal + totals.shippingCost);
        expect(totals.savings).toBeGreaterThanOrEqual(0);
        expect(totals.shippingCost).toBeLessThanOrEqual(49_00 + 79_00 + 99_00);
        expect(Number.isInteger(totals.total)).toBe(true);
        const buyable = lines.filter((l) => l.inStock);
        expect(totals.subtotal).toBe(buyable.reduce((sum, l) => sum + l.price * l.quantity, 0));
      }),
    );
  });
});
