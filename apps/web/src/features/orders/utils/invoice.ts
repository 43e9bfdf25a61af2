// The invoice PDF, made in the browser (docs/product.md#orders-invoice): jsPDF is loaded only when a shopper
// asks for an invoice, so no page pays for it up front. What the order's coupon and offers took off shows per line
// and in the totals (docs/product.md#checkout-promotions), and every figure still adds up on paper.

import { amountInWords } from '@shop/shared/gst';
import { INDIA_OFFSET_MS } from '@shop/shared/india-time';
import { toPaise, toRupees } from '@shop/shared/money';
import type { CreditNote, Order, TaxInvoice } from '@shop/shared/order.schemas';
import type { jsPDF } from 'jspdf';
import { formatAmount, formatDate as formatDay } from '../../../lib/format.ts';
import { DISCOUNT_LABEL } from '../../../lib/promotion-words.ts';

export interface InvoiceShop {
  name: string;
  supportPhone: string;
  supportEmail: string;
}

/** 'INV-' and the order number (docs/decisions/036): INV-SN-2611-004213. */
export function invoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber}`;
}

export function invoiceFileName(orderNumber: string): string {
  return `${invoiceNumber(orderNumber)}_Invoice.pdf`;
}

/** Cuts a text to `max` characters (item names at 20, categories at 12). */
export function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The payment line's status: PAID when paid, else the payment's status upper-cased. */
export function invoiceStatus(order: Order): string {
  return order.isPaid ? 'PAID' : (order.paymentInfo?.status ?? order.orderStatus).toUpperCase();
}

// The PDF's standard fonts have no rupee sign, so amounts read 'INR 1,234.00' (Indian digit grouping).
export function inr(amount: number): string {
  return `INR ${formatAmount(amount)}`;
}

/** A shop's words in the PDF: a promotion's title may name an amount in rupees ("Free shipping on ₹999+"). */
export function pdfText(text: string): string {
  return text.replaceAll('₹', 'INR ');
}

/** "FIRST100 (First order) INR 100.00; Buy 2, get 1 free INR 299.00": the promotions an order used and their savings. */
export function promotionsLine(order: Order): string | null {
  if (order.promotions.length === 0) return null;
  const named = order.promotions.map((promotion) => {
    const name = promotion.code ? `${promotion.code} (${promotion.title})` : promotion.title;
    return `${pdfText(name)} ${inr(promotion.saving)}`;
  });
  return `Promotions applied: ${named.join('; ')}`;
}

const formatDate = (iso: string | null | undefined) => (iso ? formatDay(iso) : 'N/A');

/** One item row of the invoice, at the unit price before any discount. Amounts in integer paise. */
export interface InvoiceLine {
  name: string;
  category: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** The line's share of the coupon and offers (the order item's `discount`), printed under it. */
  discount: number;
}

/**
 * The invoice's money, in integer paise, so that it adds up on paper: the items at their original prices
 * (`subtotal`), less the discount and the coupon and offers, plus shipping, is the total charged. Every figure comes from what the server
 * stored for the order (docs/decisions/022-spec-shapes-and-paging.md: the server's total is the authority);
 * nothing is priced again here. The order's `priceSummary.subtotal` is the sum at the prices paid, so the
 * invoice's subtotal is that plus the savings: the same sum the item rows make, since the server counts a line's
 * saving as (original − paid) × quantity, and none for a line sold at or above its original price
 * (packages/shared/src/totals.ts), which is why a row shows the larger of the two prices. The coupon and offers
 * (docs/product.md#checkout-promotions) come off after that: the order's `priceSummary.discount`, the sum of its
 * lines' `discount`.
 */
export interface InvoiceFigures {
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  /** What the coupon and offers took off the lines. */
  promotions: number;
  shipping: number;
  total: number;
}

export function invoiceFigures(order: Order): InvoiceFigures {
  const { subtotal, savings, discount, shippingCost, total } = order.priceSummary;
  return {
    lines: order.orderItems.map((item) => {
      const unitPrice = Math.max(toPaise(item.originalPrice), toPaise(item.price));
      return {
        name: item.name,
        category: item.category,
        quantity: item.quantity,
        unitPrice,
        amount: unitPrice * item.quantity,
        discount: toPaise(item.discount),
      };
    }),
    subtotal: toPaise(subtotal) + toPaise(savings),
    discount: toPaise(savings),
    promotions: toPaise(discount),
    shipping: toPaise(shippingCost),
    total: toPaise(total),
  };
}

/**
 * The rows of the totals block (docs/product.md#orders-invoice): the discount only when there were savings, the
 * coupon and offers only when they took something off. With either the subtotal says it is before the discount,
 * since the order page's summary calls the sum at the prices paid its subtotal.
 */
export function invoiceTotals(order: Order): [string, string][] {
  const { subtotal, discount, promotions, shipping, total } = invoiceFigures(order);
  const less = (label: string, paise: number): [string, string][] =>
    paise > 0 ? [[label, `- ${inr(toRupees(paise))}`]] : [];
  return [
    [discount + promotions > 0 ? 'Subtotal (before discount)' : 'Subtotal', inr(toRupees(subtotal))],
    ...less('Discount', discount),
    ...less(DISCOUNT_LABEL, promotions),
    ['Shipping', shipping > 0 ? inr(toRupees(shipping)) : 'Free'],
    ['Total', inr(toRupees(total))],
  ];
}

/** The words under a tax invoice line with a discount: the price before it, then what came off; the amount follows. */
export function lineDiscountText(
  line: Pick<TaxInvoice['lines'][number], 'discount' | 'total'>,
): string | null {
  if (line.discount <= 0) return null;
  const before = toPaise(line.total) + toPaise(line.discount);
  return `Price ${formatAmount(toRupees(before))} less discount ${formatAmount(line.discount)}`;
}

/** The tax invoice's sums in paise: every line's parts, added (docs/decisions/029-gst-tax-invoices.md). */
export interface TaxTotals {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export function taxTotals(invoice: TaxInvoice): TaxTotals {
  const totals = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const line of invoice.lines) {
    totals.taxableValue += toPaise(line.taxableValue);
    totals.cgst += toPaise(line.cgst);
    totals.sgst += toPaise(line.sgst);
    totals.igst += toPaise(line.igst);
    totals.total += toPaise(line.total);
  }
  return totals;
}

/** The label of the tax block's last row: what the document charged, or what it credits. */
const TOTAL_CHARGED = 'Total (inclusive of taxes)';
const TOTAL_CREDITED = 'Total credited (inclusive of taxes)';

/**
 * The rows of the tax block: the taxable value, CGST and SGST within the seller's state or IGST between states,
 * and the total inclusive of taxes, which is what the order charged (the server stored each line so).
 */
export function taxRows(invoice: TaxInvoice, totalLabel = TOTAL_CHARGED): [string, string][] {
  const totals = taxTotals(invoice);
  const money = (paise: number) => inr(toRupees(paise));
  return [
    ['Taxable value', money(totals.taxableValue)],
    ...((invoice.intraState
      ? [
          ['CGST', money(totals.cgst)],
          ['SGST', money(totals.sgst)],
        ]
      : [['IGST', money(totals.igst)]]) as [string, string][]),
    [totalLabel, money(totals.total)],
  ];
}

/** "12%" and "6% + 6%" as a line's rate column shows it. */
function rateText(rate: number, intraState: boolean): string {
  return intraState ? `${rate / 2}% + ${rate / 2}%` : `${rate}%`;
}

/** Why a credit note was issued, as it reads on paper. */
export const CREDIT_NOTE_REASONS: Record<CreditNote['reason'], string> = {
  cancelled: 'Order cancelled',
  returned: 'Goods returned',
};

/** "CN-25-26-000007_Credit_Note.pdf": the number, whose slashes no file name may hold, then the kind. */
export function creditNoteFileName(number: string): string {
  return `${number.replaceAll('/', '-')}_Credit_Note.pdf`;
}

/**
 * "1 Apr 2026", India's calendar day whatever the browser's zone: the financial year in a tax invoice's and a
 * credit note's number is counted by the date in India (docs/decisions/029-gst-tax-invoices.md), so their dates
 * must be India's too.
 */
export function indiaDate(iso: string): string {
  const india = new Date(new Date(iso).getTime() + INDIA_OFFSET_MS);
  return formatDay(new Date(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()).toISOString());
}

export async function downloadInvoice(order: Order, shop: InvoiceShop): Promise<void> {
  const pdf = order.taxInvoice
    ? await taxInvoicePdf(order, order.taxInvoice, shop)
    : await plainInvoicePdf(order, shop);
  pdf.save(invoiceFileName(order.orderNumber));
}

/** The invoice of a shop without GST settings: items, totals and payment, and no tax (decision 029). */
export async function plainInvoicePdf(order: Order, shop: InvoiceShop): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 15;
  const right = 195;
  let y = 20;

  pdf.setFont('helvetica', 'bold').setFontSize(20).text(shop.name, left, y);
  pdf.setFontSize(14).text('INVOICE', right, y, { align: 'right' });
  y += 8;
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  pdf.text(`Invoice number: ${invoiceNumber(order.orderNumber)}`, right, y, { align: 'right' });
  pdf.text(`Order: ${order.orderNumber}`, left, y);
  y += 5;
  pdf.text(`Date: ${formatDate(order.createdAt)}`, right, y, { align: 'right' });

  y += 12;
  pdf.setFont('helvetica', 'bold').text('Bill to', left, y);
  pdf.setFont('helvetica', 'normal');
  const { personalInfo: person, shippingInfo: ship } = order;
  for (const line of [
    `${person.firstName} ${person.lastName}`.trim(),
    person.email,
    ship.address,
    `${ship.city}, ${ship.state} ${ship.postalCode}, ${ship.country}`,
    `Phone: ${ship.phone}`,
  ]) {
    y += 5;
    pdf.text(line, left, y);
  }

  y += 12;
  const columns = [left, 75, 115, 140, right] as const;
  pdf.setFont('helvetica', 'bold');
  pdf.text('Item', columns[0], y);
  pdf.text('Category', columns[1], y);
  pdf.text('Qty', columns[2], y);
  pdf.text('Price', columns[3], y);
  pdf.text('Amount', columns[4], y, { align: 'right' });
  pdf.line(left, y + 2, right, y + 2);
  pdf.setFont('helvetica', 'normal');
  for (const line of invoiceFigures(order).lines) {
    y += 7;
    pdf.text(clip(line.name, 20), columns[0], y);
    pdf.text(clip(line.category || 'General', 12), columns[1], y);
    pdf.text(String(line.quantity), columns[2], y);
    pdf.text(inr(toRupees(line.unitPrice)), columns[3], y);
    pdf.text(inr(toRupees(line.amount)), columns[4], y, { align: 'right' });
    if (line.discount > 0) {
      y += 5;
      pdf.setTextColor(90).text('Less coupon & offers', columns[0] + 3, y);
      pdf.text(`- ${inr(toRupees(line.discount))}`, columns[4], y, { align: 'right' });
      pdf.setTextColor(0);
    }
  }
  pdf.line(left, y + 3, right, y + 3);

  y += 5;
  for (const [label, value] of invoiceTotals(order)) {
    y += 6;
    if (label === 'Total') pdf.setFont('helvetica', 'bold');
    pdf.text(label, columns[2], y);
    pdf.text(value, right, y, { align: 'right' });
  }
  pdf.setFont('helvetica', 'normal');
  const promotionsText = promotionsLine(order);
  if (promotionsText) {
    const wrapped = pdf.splitTextToSize(promotionsText, right - left) as string[];
    pdf.text(wrapped, left, y + 8);
    y += 4.5 * wrapped.length + 4;
  }

  y += 14;
  const method = order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online (Razorpay)';
  pdf.text(`Payment method: ${method}`, left, y);
  pdf.text(`Payment status: ${invoiceStatus(order)}`, left, y + 5);
  pdf.text(`Paid on: ${formatDate(order.paymentInfo?.paidAt)}`, left, y + 10);

  y += 24;
  pdf.setFontSize(9).setTextColor(90);
  pdf.text(
    `Questions about this invoice? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
    left,
    y,
  );
  pdf.text(`Thank you for shopping with ${shop.name}.`, left, y + 5);
  // Without the shop's GST settings there is no GSTIN to show (docs/decisions/029-gst-tax-invoices.md).
  pdf.text('This is not a tax invoice.', left, y + 10);
  return pdf;
}

// The tax invoice and its credit note share their page: the same edges, seller, buyer, table and tax block.
const LEFT = 15;
const RIGHT = 195;

/** The title, number and date a tax document prints at its top right. */
interface DocumentHead {
  title: string;
  number: string;
  date: string;
}

/** The seller (name, GSTIN, address, state) on the left and the document's head on the right; returns the last line's y. */
function drawSeller(pdf: jsPDF, order: Order, invoice: TaxInvoice, head: DocumentHead): number {
  const { seller } = invoice;
  let y = 18;
  pdf.setFont('helvetica', 'bold').setFontSize(16).text(seller.legalName, LEFT, y);
  pdf.setFontSize(14).text(head.title, RIGHT, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  y += 6;
  pdf.text(`GSTIN: ${seller.gstin}`, LEFT, y);
  pdf.text(head.number, RIGHT, y, { align: 'right' });
  y += 4.5;
  const address = pdf.splitTextToSize(seller.address, 110) as string[];
  for (const [index, line] of address.entries()) pdf.text(line, LEFT, y + index * 4.5);
  pdf.text(`Date: ${head.date}`, RIGHT, y, { align: 'right' });
  y += 4.5 * Math.max(1, address.length);
  pdf.text(`State: ${seller.stateName} (${seller.stateCode})`, LEFT, y);
  pdf.text(`Order: ${order.orderNumber}`, RIGHT, y, { align: 'right' });
  return y;
}

/** The buyer, where the goods went and the place of supply, below `y`; returns the last line's y. */
function drawBuyer(pdf: jsPDF, order: Order, invoice: TaxInvoice, y: number): number {
  const { placeOfSupply } = invoice;
  y += 10;
  pdf.setFont('helvetica', 'bold').setFontSize(10).text('Bill to / Ship to', LEFT, y);
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  const { personalInfo: person, shippingInfo: ship } = order;
  for (const line of [
    `${person.firstName} ${person.lastName}`.trim(),
    ship.address,
    `${ship.city}, ${ship.state} ${ship.postalCode}, ${ship.country}`,
    `Phone: ${ship.phone}`,
    `Place of supply: ${placeOfSupply.name} (${placeOfSupply.code})`,
  ]) {
    y += 4.5;
    pdf.text(line, LEFT, y);
  }
  return y;
}

/**
 * The per-line table below `y` (HSN/SAC, quantity, taxable value, rate, CGST and SGST or IGST, amount), as the
 * server stored the lines; then a new page when the `roomAfter` mm of what follows would not fit. Returns the y
 * to go on from.
 */
function drawLines(pdf: jsPDF, invoice: TaxInvoice, y: number, roomAfter: number): number {
  const { intraState } = invoice;
  y += 10;
  // Columns: text at the left edge, figures at the right edge.
  const col = { hsn: 72, qty: 95, taxable: 122, rate: intraState ? 143 : 140, amount: RIGHT };
  const taxColumns: [label: 'CGST' | 'SGST' | 'IGST', x: number][] = intraState
    ? [
        ['CGST', 160],
        ['SGST', 177],
      ]
    : [['IGST', 165]];
  pdf.setFont('helvetica', 'bold');
  pdf.text('Item', LEFT, y);
  pdf.text('HSN/SAC', col.hsn, y);
  pdf.text('Qty', col.qty, y, { align: 'right' });
  pdf.text('Taxable value', col.taxable, y, { align: 'right' });
  pdf.text('Rate', col.rate, y, { align: 'right' });
  for (const [label, x] of taxColumns) pdf.text(label, x, y, { align: 'right' });
  pdf.text('Amount', col.amount, y, { align: 'right' });
  pdf.line(LEFT, y + 2, RIGHT, y + 2);
  pdf.setFont('helvetica', 'normal');
  for (const line of invoice.lines) {
    // A tax invoice describes the goods in full: a long name wraps inside its column instead of being cut.
    const [firstName = '', ...moreName] = pdf.splitTextToSize(
      line.description,
      col.hsn - LEFT - 3,
    ) as string[];
    y += 6;
    // A long order goes on to another page (50 lines at most, docs/decisions/017).
    const discount = lineDiscountText(line);
    if (y + (moreName.length + (discount ? 1 : 0)) * 4.5 > 280) {
      pdf.addPage();
      y = 20;
    }
    pdf.text(firstName, LEFT, y);
    pdf.text(line.hsnCode, col.hsn, y);
    pdf.text(String(line.quantity), col.qty, y, { align: 'right' });
    pdf.text(formatAmount(line.taxableValue), col.taxable, y, { align: 'right' });
    pdf.text(rateText(line.rate, intraState), col.rate, y, { align: 'right' });
    const tax = { CGST: line.cgst, SGST: line.sgst, IGST: line.igst };
    for (const [label, x] of taxColumns) pdf.text(formatAmount(tax[label]), x, y, { align: 'right' });
    pdf.text(formatAmount(line.total), col.amount, y, { align: 'right' });
    for (const rest of moreName) {
      y += 4.5;
      pdf.text(rest, LEFT, y);
    }
    // The coupon and offers' share: the price before it, less the discount, is the amount; the tax is on what is left.
    if (discount) {
      pdf.setTextColor(90);
      for (const part of pdf.splitTextToSize(discount, col.hsn - LEFT - 3) as string[]) {
        y += 4.5;
        pdf.text(part, LEFT, y);
      }
      pdf.setTextColor(0);
    }
  }
  pdf.line(LEFT, y + 3, RIGHT, y + 3);
  y += 2;
  pdf
    .setFontSize(8)
    .setTextColor(90)
    .text('Amounts in INR.', LEFT, y + 4);
  pdf.setTextColor(0).setFontSize(10);

  y += 3;
  if (y + roomAfter > 290) {
    pdf.addPage();
    y = 20;
  }
  return y;
}

/** The tax block below `y`, its last row labelled `totalLabel`, and the total in words; returns the y to go on from. */
function drawTaxSums(pdf: jsPDF, invoice: TaxInvoice, y: number, totalLabel: string): number {
  const rows = taxRows(invoice, totalLabel);
  // The labels start at 110 mm unless the longest label and amount (measured in bold, as the total prints)
  // would then meet: a credit note's total label is long, and an order may be up to a crore.
  pdf.setFont('helvetica', 'bold');
  const widest = (texts: string[]) => Math.max(...texts.map((text) => pdf.getTextWidth(text)));
  const labelX = Math.min(
    110,
    RIGHT - widest(rows.map(([label]) => label)) - widest(rows.map(([, value]) => value)) - 4,
  );
  pdf.setFont('helvetica', 'normal');
  for (const [label, value] of rows) {
    y += 6;
    if (label === totalLabel) pdf.setFont('helvetica', 'bold');
    pdf.text(label, labelX, y);
    pdf.text(value, RIGHT, y, { align: 'right' });
  }
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  y += 7;
  const words = pdf.splitTextToSize(
    `Amount in words: ${amountInWords(taxTotals(invoice).total)}`,
    RIGHT - LEFT,
  );
  pdf.text(words, LEFT, y);
  return y + 4.5 * words.length;
}

/** The GST tax invoice: seller and buyer, place of supply, per line HSN and tax, totals in figures and words. */
export async function taxInvoicePdf(order: Order, invoice: TaxInvoice, shop: InvoiceShop): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  let y = drawSeller(pdf, order, invoice, {
    title: 'TAX INVOICE',
    number: `Invoice number: ${invoice.number}`,
    date: indiaDate(invoice.issuedAt),
  });
  y = drawBuyer(pdf, order, invoice, y);
  // The totals, words and summary (with a coupon's row and the promotions' line) take about 120 mm.
  y = drawLines(pdf, invoice, y, 120);
  y = drawTaxSums(pdf, invoice, y, TOTAL_CHARGED);

  y += 6;
  pdf.setFont('helvetica', 'bold').text('Order summary', LEFT, y);
  pdf.setFont('helvetica', 'normal');
  for (const [label, value] of invoiceTotals(order)) {
    y += 5;
    pdf.text(label, LEFT, y);
    pdf.text(value, 95, y, { align: 'right' });
  }
  const promotionsText = promotionsLine(order);
  if (promotionsText) {
    const wrapped = pdf.splitTextToSize(promotionsText, RIGHT - LEFT) as string[];
    pdf.text(wrapped, LEFT, y + 5);
    y += 4.5 * wrapped.length;
  }

  y += 10;
  const method = order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online (Razorpay)';
  pdf.text(`Payment method: ${method}`, LEFT, y);
  pdf.text(`Payment status: ${invoiceStatus(order)}`, LEFT, y + 5);
  pdf.text(`Paid on: ${formatDate(order.paymentInfo?.paidAt)}`, LEFT, y + 10);
  pdf.text('Tax payable on reverse charge: No', LEFT, y + 15);

  y += 25;
  pdf.setFontSize(8).setTextColor(90);
  pdf.text(
    `Questions about this invoice? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
    LEFT,
    y,
  );
  pdf.text(
    `Sold by ${invoice.seller.legalName} through ${shop.name}. Prices are inclusive of taxes.`,
    LEFT,
    y + 4.5,
  );
  return pdf;
}

/**
 * The credit note that reverses a tax invoice in full (docs/decisions/029-gst-tax-invoices.md): it names the
 * invoice and why, and prints the invoice's own lines and sums, so what it credits is exactly what was invoiced.
 */
export async function creditNotePdf(
  order: Order,
  invoice: TaxInvoice,
  creditNote: CreditNote,
  shop: InvoiceShop,
): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  let y = drawSeller(pdf, order, invoice, {
    title: 'CREDIT NOTE',
    number: `Credit note number: ${creditNote.number}`,
    date: indiaDate(creditNote.issuedAt),
  });
  y += 7;
  pdf.setFont('helvetica', 'bold');
  pdf.text(`Against tax invoice ${invoice.number} dated ${indiaDate(invoice.issuedAt)}`, LEFT, y);
  pdf.setFont('helvetica', 'normal');
  pdf.text(`Reason: ${CREDIT_NOTE_REASONS[creditNote.reason]}`, LEFT, y + 4.5);
  y = drawBuyer(pdf, order, invoice, y + 4.5);
  // The tax rows (up to 24 mm), the words (up to 16 mm with their gap) and the footer (12.5 mm) take at most 53 mm.
  y = drawLines(pdf, invoice, y, 55);
  y = drawTaxSums(pdf, invoice, y, TOTAL_CREDITED);

  y += 8;
  pdf.setFontSize(8).setTextColor(90);
  pdf.text(
    `Questions about this credit note? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
    LEFT,
    y,
  );
  pdf.text(
    `Issued by ${invoice.seller.legalName} through ${shop.name}. It reverses tax invoice ${invoice.number} in full.`,
    LEFT,
    y + 4.5,
  );
  return pdf;
}

export async function downloadCreditNote(
  order: Order,
  invoice: TaxInvoice,
  creditNote: CreditNote,
  shop: InvoiceShop,
): Promise<void> {
  (await creditNotePdf(order, invoice, creditNote, shop)).save(creditNoteFileName(creditNote.number));
}
