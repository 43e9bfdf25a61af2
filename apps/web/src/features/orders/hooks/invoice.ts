// The invoice PDF, made in the browser (spec §9 Invoice, decisions §6): jsPDF is loaded only when a shopper
// asks for an invoice, so no page pays for it up front.
import { toPaise, toRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { formatDate as formatDay } from '../../../lib/format-date.ts';

export interface InvoiceShop {
  name: string;
  supportPhone: string;
  supportEmail: string;
}

/** 'INV-' plus the last 8 characters of the order id in upper case. */
export function invoiceNumber(orderId: string): string {
  return `INV-${orderId.slice(-8).toUpperCase()}`;
}

export function invoiceFileName(orderId: string): string {
  return `${invoiceNumber(orderId)}_Invoice.pdf`;
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
const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function inr(amount: number): string {
  return `INR ${amountFormat.format(amount)}`;
}

const formatDate = (iso: string | null | undefined) => (iso ? formatDay(iso) : 'N/A');

/** One item row of the invoice, at the unit price before any discount. Amounts in integer paise. */
export interface InvoiceLine {
  name: string;
  category: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/**
 * The invoice's money, in integer paise, so that it adds up on paper: the items at their original prices
 * (`subtotal`), less the discount, plus shipping, is the total charged. Every figure comes from what the server
 * stored for the order (docs/decisions/022-spec-shapes-and-paging.md: the server's total is the authority);
 * nothing is priced again here. The order's `priceSummary.subtotal` is the sum at the prices paid, so the
 * invoice's subtotal is that plus the savings: the same sum the item rows make, since the server counts a line's
 * saving as (original − paid) × quantity, and none for a line sold at or above its original price
 * (packages/shared/src/totals.ts), which is why a row shows the larger of the two prices.
 */
export interface InvoiceFigures {
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export function invoiceFigures(order: Order): InvoiceFigures {
  const { subtotal, savings, shippingCost, total } = order.priceSummary;
  return {
    lines: order.orderItems.map((item) => {
      const unitPrice = Math.max(toPaise(item.originalPrice), toPaise(item.price));
      return {
        name: item.name,
        category: item.category,
        quantity: item.quantity,
        unitPrice,
        amount: unitPrice * item.quantity,
      };
    }),
    subtotal: toPaise(subtotal) + toPaise(savings),
    discount: toPaise(savings),
    shipping: toPaise(shippingCost),
    total: toPaise(total),
  };
}

/**
 * The rows of the totals block (spec §9 Invoice): the discount only when there were savings. With a discount the
 * subtotal says it is before the discount, since the order page's summary calls the sum at the prices paid its
 * subtotal.
 */
export function invoiceTotals(order: Order): [string, string][] {
  const { subtotal, discount, shipping, total } = invoiceFigures(order);
  return [
    [discount > 0 ? 'Subtotal (before discount)' : 'Subtotal', inr(toRupees(subtotal))],
    ...(discount > 0 ? ([['Discount', `- ${inr(toRupees(discount))}`]] as [string, string][]) : []),
    ['Shipping', shipping > 0 ? inr(toRupees(shipping)) : 'Free'],
    ['Total', inr(toRupees(total))],
  ];
}

export async function downloadInvoice(order: Order, shop: InvoiceShop): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 15;
  const right = 195;
  let y = 20;

  pdf.setFont('helvetica', 'bold').setFontSize(20).text(shop.name, left, y);
  pdf.setFontSize(14).text('INVOICE', right, y, { align: 'right' });
  y += 8;
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  pdf.text(`Invoice number: ${invoiceNumber(order._id)}`, right, y, { align: 'right' });
  pdf.text(`Order: ${order._id}`, left, y);
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

  pdf.save(invoiceFileName(order._id));
}
