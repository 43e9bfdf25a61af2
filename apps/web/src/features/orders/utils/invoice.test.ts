// The invoice's money lines (docs/product.md#orders-invoice): they must add up on paper, from the figures the server stored
// for the order (docs/decisions/022-spec-shapes-and-paging.md: the server's total is the authority).
import type { Order, OrderItem, TaxInvoice } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { invoiceFigures, invoiceTotals, taxRows, taxTotals } from './invoice.ts';

function item(name: string, quantity: number, price: number, originalPrice: number): OrderItem {
  return {
    product: name,
    name,
    quantity,
    price,
    discountPrice: price,
    originalPrice,
    shippingCost: 0,
    image: '/media/placeholder.svg',
    category: 'Kitchen',
    filters: {},
  };
}

/** A two-item discounted order as the API answers it: subtotal at the prices paid, savings beside it. */
const discounted = {
  _id: '65a1b2c3d4e5f6a7b8c9d0e1',
  orderItems: [item('Pressure Cooker', 1, 1499, 2999), item('Steel Tumbler', 2, 1147.5, 2047.5)],
  priceSummary: { subtotal: 3794, savings: 3300, shippingCost: 0, total: 3794 },
} as unknown as Order;

/** Reads 'INR 1,23,456.00' or '- INR 200.00' back as paise; 'Free' is 0. */
function paise(text: string): number {
  if (text === 'Free') return 0;
  const amount = Math.round(Number(text.replace(/^- /, '').replace('INR ', '').replaceAll(',', '')) * 100);
  return text.startsWith('- ') ? -amount : amount;
}

describe('invoice figures', () => {
  it('prints lines that add up: items at their original prices, minus the discount, plus shipping, is the total', () => {
    const rows = invoiceTotals(discounted);
    expect(rows).toEqual([
      ['Subtotal (before discount)', 'INR 7,094.00'],
      ['Discount', '- INR 3,300.00'],
      ['Shipping', 'Free'],
      ['Total', 'INR 3,794.00'],
    ]);
    const [total, ...others] = rows.map(([, value]) => paise(value)).reverse();
    expect(others.reduce((sum, value) => sum + value, 0)).toBe(total);
  });

  it('lists each item at its original price, and the item amounts sum to the subtotal line', () => {
    const figures = invoiceFigures(discounted);
    expect(figures.lines.map((line) => [line.name, line.quantity, line.unitPrice, line.amount])).toEqual([
      ['Pressure Cooker', 1, 299900, 299900],
      ['Steel Tumbler', 2, 204750, 409500],
    ]);
    expect(figures.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(figures.subtotal);
    expect(figures.subtotal - figures.discount + figures.shipping).toBe(figures.total);
  });

  it('takes the total and shipping charged from the order, never recomputed', () => {
    const shipped = {
      ...discounted,
      orderItems: [item('Soap', 1, 99, 149)],
      priceSummary: { subtotal: 99, savings: 50, shippingCost: 40, total: 139 },
    } as Order;
    expect(invoiceTotals(shipped)).toEqual([
      ['Subtotal (before discount)', 'INR 149.00'],
      ['Discount', '- INR 50.00'],
      ['Shipping', 'INR 40.00'],
      ['Total', 'INR 139.00'],
    ]);
  });

  it('has no discount line without savings, and lists a line sold at or above its original price at its price', () => {
    const full = {
      ...discounted,
      orderItems: [item('Kettle', 2, 500, 500), item('Lid', 1, 120, 100)],
      priceSummary: { subtotal: 1120, savings: 0, shippingCost: 0, total: 1120 },
    } as Order;
    expect(invoiceTotals(full).map(([label]) => label)).toEqual(['Subtotal', 'Shipping', 'Total']);
    expect(invoiceFigures(full).lines.map((line) => line.amount)).toEqual([100000, 12000]);
    expect(invoiceFigures(full).subtotal).toBe(112000);
  });
});

describe('tax invoice figures (docs/decisions/029-gst-tax-invoices.md)', () => {
  const line = (total: number, taxable: number, cgst: number, sgst: number, igst: number) => ({
    kind: 'goods' as const,
    description: 'Kettle',
    hsnCode: '7323',
    quantity: 1,
    rate: 18,
    taxableValue: taxable,
    cgst,
    sgst,
    igst,
    total,
  });
  const invoice = (intraState: boolean, lines: ReturnType<typeof line>[]): TaxInvoice => ({
    number: 'INV/25-26/000001',
    financialYear: '2025-26',
    issuedAt: '2025-06-01T10:00:00.000Z',
    seller: {
      legalName: 'A',
      gstin: '29ABCDE1234F1ZW',
      address: 'x',
      stateCode: '29',
      stateName: 'Karnataka',
    },
    placeOfSupply: intraState ? { code: '29', name: 'Karnataka' } : { code: '27', name: 'Maharashtra' },
    intraState,
    lines,
  });

  it('shows CGST and SGST within the state, and a total inclusive of taxes that is the sum of the lines', () => {
    const rows = taxRows(invoice(true, [line(999, 846.61, 76.2, 76.19, 0), line(49, 41.53, 3.77, 3.7, 0)]));
    expect(rows).toEqual([
      ['Taxable value', 'INR 888.14'],
      ['CGST', 'INR 79.97'],
      ['SGST', 'INR 79.89'],
      ['Total (inclusive of taxes)', 'INR 1,048.00'],
    ]);
  });

  it('shows IGST alone between states', () => {
    const rows = taxRows(invoice(false, [line(118, 100, 0, 0, 18)]));
    expect(rows.map(([label]) => label)).toEqual(['Taxable value', 'IGST', 'Total (inclusive of taxes)']);
    expect(taxTotals(invoice(false, [line(118, 100, 0, 0, 18)])).total).toBe(11_800);
  });
});
