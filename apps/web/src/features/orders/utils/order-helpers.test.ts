// Invoice and support rules of docs/product.md#orders-invoice actions.
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { clip, invoiceFileName, invoiceNumber, invoiceStatus } from './invoice.ts';
import { messagingAppLink, supportPhoneDigits } from './support.ts';

const order = {
  _id: '65a1b2c3d4e5f6a7b8c9d0e1',
  orderNumber: 'SN-2611-004213',
  isPaid: false,
  orderStatus: 'processing',
  paymentInfo: {
    method: 'cod',
    razorpayOrderId: null,
    razorpayPaymentId: null,
    status: 'pending',
    paidAt: null,
  },
  priceSummary: { subtotal: 1000, savings: 0, shippingCost: 0, total: 1000 },
} as unknown as Order;

describe('invoice', () => {
  it('numbers the invoice after the order number and names the file after it', () => {
    expect(invoiceNumber(order.orderNumber)).toBe('INV-SN-2611-004213');
    expect(invoiceFileName(order.orderNumber)).toBe('INV-SN-2611-004213_Invoice.pdf');
  });

  it('cuts texts at the given length', () => {
    expect(clip('Stainless Steel Pressure Cooker', 20)).toBe('Stainless Steel Pres');
    expect(clip('Kitchen', 12)).toBe('Kitchen');
  });

  it('shows PAID when paid, else the status upper-cased', () => {
    expect(invoiceStatus(order)).toBe('PENDING');
    expect(invoiceStatus({ ...order, isPaid: true })).toBe('PAID');
  });
  // The totals block's figures and their sums: invoice.test.ts.
});

describe('support', () => {
  it('accepts a support phone of 10 to 15 digits only', () => {
    expect(supportPhoneDigits('+91 12345 67890')).toBe('911234567890');
    expect(supportPhoneDigits('123456789')).toBeNull();
    expect(supportPhoneDigits('1234567890123456')).toBeNull();
  });

  it('prefills the messaging-app chat', () => {
    expect(messagingAppLink('+91 98765 43210', 'Hi & bye')).toBe(
      'https://wa.me/919876543210?text=Hi%20%26%20bye',
    );
  });
});
