// The invoice's money lines (docs/product.md#orders-invoice): they must add up on paper, from the figures the server stored
// for the order (docs/decisions/022-spec-shapes-and-paging.md: the server's total is the authority).
import type { CreditNote, Order, OrderItem, TaxInvoice } from '@shop/shared/order.schemas';
import type { jsPDF } from 'jspdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  creditNoteFileName,
  creditNotePdf,
  invoiceFigures,
  invoiceTotals,
  plainInvoicePdf,
  taxInvoicePdf,
  taxRows,
  taxTotals,
} from './invoice.ts';

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
    discount: 0,
  };
}

/** A two-item discounted order as the API answers it: subtotal at the prices paid, savings beside it. */
const discounted = {
  _id: '65a1b2c3d4e5f6a7b8c9d0e1',
  orderItems: [item('Pressure Cooker', 1, 1499, 2999), item('Steel Tumbler', 2, 1147.5, 2047.5)],
  priceSummary: { subtotal: 3794, savings: 3300, discount: 0, shippingCost: 0, total: 3794 },
  promotions: [],
} as unknown as Order;

/** The PDF's text as a reader gets it, runs of white space made one. */
async function readPdf(pdf: jsPDF): Promise<string> {
  const bytes = new Uint8Array(pdf.output('arraybuffer'));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

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
      priceSummary: { subtotal: 99, savings: 50, discount: 0, shippingCost: 40, total: 139 },
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
      priceSummary: { subtotal: 1120, savings: 0, discount: 0, shippingCost: 0, total: 1120 },
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
    discount: 0,
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
    creditNote: null,
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

describe('credit note PDF (docs/decisions/029-gst-tax-invoices.md)', () => {
  const shop = { name: 'ShopNest', supportPhone: '+911234567890', supportEmail: 'support@example.com' };
  // A kettle pair and shipping, each split by the decision's rounding rule at 18%: taxable + taxes = amount.
  const kettles = {
    kind: 'goods' as const,
    description: 'Electric Kettle 1.5 L',
    hsnCode: '8516',
    quantity: 2,
    rate: 18,
    discount: 0,
    taxableValue: 1693.22,
    cgst: 152.39,
    sgst: 152.39,
    igst: 0,
    total: 1998,
  };
  const shipping = {
    kind: 'shipping' as const,
    description: 'Shipping',
    hsnCode: '9965',
    quantity: 1,
    rate: 18,
    discount: 0,
    taxableValue: 41.53,
    cgst: 3.74,
    sgst: 3.73,
    igst: 0,
    total: 49,
  };
  // Issued half an hour into 1 April in India, still 31 March in UTC: the date and the number's year are India's.
  const creditNote: CreditNote = {
    number: 'CN/26-27/000007',
    financialYear: '2026-27',
    issuedAt: '2026-03-31T19:00:00.000Z',
    reason: 'cancelled',
  };
  const invoice: TaxInvoice = {
    number: 'INV/25-26/000042',
    financialYear: '2025-26',
    // 00:30 on 31 March in India: still the 30th in UTC and west of it.
    issuedAt: '2026-03-30T19:00:00.000Z',
    seller: {
      legalName: 'ShopNest Retail Private Limited',
      gstin: '29ABCDE1234F1ZW',
      address: '12 MG Road, Bengaluru 560001',
      stateCode: '29',
      stateName: 'Karnataka',
    },
    placeOfSupply: { code: '29', name: 'Karnataka' },
    intraState: true,
    lines: [kettles, shipping],
    creditNote,
  };
  const order = {
    _id: '65a1b2c3d4e5f6a7b8c9d0e1',
    orderNumber: 'SN-2611-004213',
    orderStatus: 'cancelled',
    isPaid: false,
    paymentMethod: 'cod',
    paymentInfo: null,
    orderItems: [item('Electric Kettle 1.5 L', 2, 999, 999)],
    personalInfo: { firstName: 'Asha', lastName: 'Iyer', email: 'asha@example.com' },
    shippingInfo: {
      type: 'Home',
      address: '7 Station Road',
      city: 'Mysuru',
      state: 'Karnataka',
      postalCode: '570001',
      country: 'India',
      phone: '+919876543210',
    },
    priceSummary: { subtotal: 1998, savings: 0, discount: 0, shippingCost: 49, total: 2047 },
    promotions: [],
    taxInvoice: invoice,
  } as unknown as Order;

  const textOf = readPdf;

  it("names itself, its number and India's date, the invoice it reverses and why", async () => {
    const text = await textOf(await creditNotePdf(order, invoice, creditNote, shop));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credit note number: CN/26-27/000007');
    expect(text).toContain('Date: 1 Apr 2026');
    expect(text).toContain('Against tax invoice INV/25-26/000042 dated 31 Mar 2026');
    expect(text).toContain('Reason: Order cancelled');
    // The order by its number, as every screen and mail names it (docs/decisions/036).
    expect(text).toContain('Order: SN-2611-004213');
    expect(text).not.toContain(order._id);
    expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).not.toContain('TAX INVOICE');
    expect(creditNoteFileName(creditNote.number)).toBe('CN-26-27-000007_Credit_Note.pdf');
  });

  it("credits the invoice's own lines and sums, in figures and in words", async () => {
    const text = await textOf(await creditNotePdf(order, invoice, creditNote, shop));
    // Each row as printed: HSN/SAC, quantity, taxable value, rate, CGST, SGST and amount.
    expect(text).toContain('8516 2 1,693.22 9% + 9% 152.39 152.39 1,998.00');
    expect(text).toContain('9965 1 41.53 9% + 9% 3.74 3.73 49.00');
    expect(text).toContain(
      'Taxable value INR 1,734.75 CGST INR 156.13 SGST INR 156.12 Total credited (inclusive of taxes) INR 2,047.00',
    );
    expect(text).toContain('Amount in words: Rupees Two Thousand Forty-Seven Only');
  });

  it('shows IGST alone for goods returned from another state', async () => {
    const igst = (line: typeof kettles | typeof shipping) => ({
      ...line,
      cgst: 0,
      sgst: 0,
      igst: line.cgst + line.sgst,
    });
    const returned: CreditNote = { ...creditNote, reason: 'returned' };
    const interState: TaxInvoice = {
      ...invoice,
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      intraState: false,
      lines: [igst(kettles), igst(shipping)],
      creditNote: returned,
    };
    const text = await textOf(await creditNotePdf(order, interState, returned, shop));
    expect(text).toContain('Reason: Goods returned');
    expect(text).toContain('8516 2 1,693.22 18% 304.78 1,998.00');
    expect(text).toContain('IGST INR 312.25 Total credited (inclusive of taxes) INR 2,047.00');
    expect(text).not.toContain('CGST');
  });

  it('leaves the tax invoice drawn from the same parts as it was, dated by India’s calendar as its number is', async () => {
    const text = await textOf(await taxInvoicePdf(order, invoice, shop));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Invoice number: INV/25-26/000042');
    expect(text).toContain('Date: 31 Mar 2026');
    expect(text).toContain('8516 2 1,693.22 9% + 9% 152.39 152.39 1,998.00');
    expect(text).toContain('Total (inclusive of taxes) INR 2,047.00');
    expect(text).toContain('Order summary');
    expect(text).not.toContain('Credit note');
  });
});

describe('an order with a coupon and offers (docs/product.md#checkout-promotions)', () => {
  const shop = { name: 'ShopNest', supportPhone: '+911234567890', supportEmail: 'support@example.com' };
  // A kettle at ₹999 (two) and a lid at ₹500; FIRST100 took ₹100 off, spread ₹80 and ₹20; free shipping saved ₹49.
  const kettles = { ...item('Electric Kettle 1.5 L', 2, 999, 999), discount: 80 };
  const lid = { ...item('Lid', 1, 500, 500), discount: 20 };
  const couponed = {
    _id: '65a1b2c3d4e5f6a7b8c9d0e2',
    orderNumber: 'SN-2611-004214',
    orderStatus: 'processing',
    isPaid: false,
    paymentMethod: 'cod',
    paymentInfo: null,
    orderItems: [kettles, lid],
    personalInfo: { firstName: 'Asha', lastName: 'Iyer', email: 'asha@example.com' },
    shippingInfo: {
      type: 'Home',
      address: '7 Station Road',
      city: 'Mysuru',
      state: 'Karnataka',
      postalCode: '570001',
      country: 'India',
      phone: '+919876543210',
    },
    createdAt: '2026-06-01T10:00:00.000Z',
    priceSummary: { subtotal: 2498, savings: 0, discount: 100, shippingCost: 0, total: 2398 },
    promotions: [
      { code: 'FIRST100', title: 'First order', saving: 100 },
      { code: null, title: 'Free shipping on ₹999+', saving: 49 },
    ],
    taxInvoice: null,
  } as unknown as Order;

  it('takes the coupon and offers off after the subtotal, in a row of their own, and still adds up', () => {
    const rows = invoiceTotals(couponed);
    expect(rows).toEqual([
      ['Subtotal (before discount)', 'INR 2,498.00'],
      ['Coupon & offers', '- INR 100.00'],
      ['Shipping', 'Free'],
      ['Total', 'INR 2,398.00'],
    ]);
    const [total, ...others] = rows.map(([, value]) => paise(value)).reverse();
    expect(others.reduce((sum, value) => sum + value, 0)).toBe(total);
    const figures = invoiceFigures(couponed);
    expect(figures.lines.map((line) => line.discount)).toEqual([8000, 2000]);
    expect(figures.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(figures.promotions);
  });

  it("prints each line's share under it and names the promotions, a rupee sign as INR", async () => {
    const text = await readPdf(await plainInvoicePdf(couponed, shop));
    expect(text).toContain(
      'Electric Kettle 1.5 Kitchen 2 INR 999.00 INR 1,998.00 Less coupon & offers - INR 80.00',
    );
    expect(text).toContain('Lid Kitchen 1 INR 500.00 INR 500.00 Less coupon & offers - INR 20.00');
    expect(text).toContain('Coupon & offers - INR 100.00');
    expect(text).toContain(
      'Promotions applied: FIRST100 (First order) INR 100.00; Free shipping on INR 999+ INR 49.00',
    );
    expect(text).not.toContain('₹');
  });

  // The kettles' ₹1,998 less their ₹80 share is ₹1,918 charged, taxed at 18% on that: 1,625.42 + 146.29 + 146.29.
  const discountedLine = {
    kind: 'goods' as const,
    description: 'Electric Kettle 1.5 L',
    hsnCode: '8516',
    quantity: 2,
    rate: 18,
    discount: 80,
    taxableValue: 1625.42,
    cgst: 146.29,
    sgst: 146.29,
    igst: 0,
    total: 1918,
  };
  const invoice: TaxInvoice = {
    number: 'INV/26-27/000043',
    financialYear: '2026-27',
    issuedAt: '2026-06-01T10:00:00.000Z',
    seller: {
      legalName: 'ShopNest Retail Private Limited',
      gstin: '29ABCDE1234F1ZW',
      address: '12 MG Road, Bengaluru 560001',
      stateCode: '29',
      stateName: 'Karnataka',
    },
    placeOfSupply: { code: '29', name: 'Karnataka' },
    intraState: true,
    lines: [discountedLine],
    creditNote: null,
  };

  it("shows a line's price before the discount and the discount, then the taxable value after it", async () => {
    const parts = Math.round((discountedLine.taxableValue + discountedLine.cgst + discountedLine.sgst) * 100);
    expect(parts).toBe(discountedLine.total * 100);
    const text = await readPdf(await taxInvoicePdf(couponed, invoice, shop));
    expect(text).toContain('8516 2 1,625.42 9% + 9% 146.29 146.29 1,918.00');
    // 1,998.00 − 80.00 = 1,918.00, the line's amount.
    expect(text).toContain('Price 1,998.00 less discount 80.00');
    expect(text).toContain('Coupon & offers - INR 100.00');
    expect(text).toContain('Promotions applied: FIRST100 (First order) INR 100.00');
  });

  it('credits the same discounted line on the credit note', async () => {
    const creditNote: CreditNote = {
      number: 'CN/26-27/000008',
      financialYear: '2026-27',
      issuedAt: '2026-06-02T10:00:00.000Z',
      reason: 'cancelled',
    };
    const text = await readPdf(await creditNotePdf(couponed, { ...invoice, creditNote }, creditNote, shop));
    expect(text).toContain('8516 2 1,625.42 9% + 9% 146.29 146.29 1,918.00');
    expect(text).toContain('Price 1,998.00 less discount 80.00');
    expect(text).toContain('Total credited (inclusive of taxes) INR 1,918.00');
  });
});
