// The invoice PDF, made in the browser (spec §9 Invoice, decisions §6): jsPDF is loaded only when a shopper
// asks for an invoice, so no page pays for it up front.
import type { Order } from '@shop/shared/order.schemas';

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

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : 'N/A');

/** The rows of the totals block: the discount only when there were savings. */
export function invoiceTotals(order: Order): [string, string][] {
  const { subtotal, savings, shippingCost, total } = order.priceSummary;
  return [
    ['Subtotal', inr(subtotal)],
    ...(savings > 0 ? ([['Discount', `- ${inr(savings)}`]] as [string, string][]) : []),
    ['Shipping', shippingCost > 0 ? inr(shippingCost) : 'Free'],
    ['Total', inr(total)],
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
  for (const item of order.orderItems) {
    y += 7;
    const unit = item.discountPrice > 0 ? item.discountPrice : item.price;
    pdf.text(clip(item.name, 20), columns[0], y);
    pdf.text(clip(item.category || 'General', 12), columns[1], y);
    pdf.text(String(item.quantity), columns[2], y);
    pdf.text(inr(unit), columns[3], y);
    pdf.text(inr(Math.round(unit * item.quantity * 100) / 100), columns[4], y, { align: 'right' });
  }
  pdf.line(left, y + 3, right, y + 3);

  y += 5;
  for (const [label, value] of invoiceTotals(order)) {
    y += 6;
    if (label === 'Total') pdf.setFont('helvetica', 'bold');
    pdf.text(label, 140, y);
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
