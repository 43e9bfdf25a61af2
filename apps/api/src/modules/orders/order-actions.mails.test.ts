// The mails about a placed order changing (docs/decisions/012-order-actions.md), as texts: the step mails the shop's moves send (with a link
// to the order page), cancellation with and without a refund, refund and return request; user text escaped.
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { ORDER_STATUSES, STATUS_LABELS } from '@shop/shared/order-status';
import { describe, expect, it } from 'vitest';
import { personalInfo, STEPS_TO_REFUND, shippingInfo } from '../../../test/order-fixtures.ts';
import {
  cancellationMail,
  refundMail,
  returnRequestMail,
  type ShopIdentity,
  statusChangeMail,
} from './order-actions.mails.ts';

const shop: ShopIdentity = { name: 'Test Shop', publicUrl: 'https://shop.example', returnWindowDays: 7 };

const order: Order = {
  _id: '0123456789abcdef01234567',
  orderNumber: 'SN-2611-004213',
  createdAt: '2026-11-01T10:00:00.000Z',
  orderStatus: 'cancelled',
  cancelReason: '<script>x</script> too slow',
  isPaid: true,
  statusTimestamps: {
    processedAt: '2026-11-01T10:00:00.000Z',
    shippedAt: null,
    outForDeliveryAt: null,
    deliveredAt: null,
    cancelledAt: '2026-11-01T11:00:00.000Z',
    returnAcceptedAt: null,
    returnedAt: null,
    refundAcceptedAt: null,
    refundedAt: null,
  },
  priceSummary: { subtotal: 123456, savings: 0, discount: 0, shippingCost: 0, total: 123456 },
  promotions: [],
  orderItems: [
    {
      product: 'abcdefabcdefabcdefabcdef',
      name: 'Phone <Pro>',
      quantity: 2,
      price: 61728,
      discountPrice: 61728,
      originalPrice: 70000,
      shippingCost: 0,
      discount: 0,
      image: '/img.jpg',
      category: 'electronics',
      filters: { color: 'Black' },
    },
  ],
  shippingInfo: { ...shippingInfo, fullName: 'Asha Rao', landmark: '' },
  personalInfo,
  paymentMethod: 'razorpay',
  paymentInfo: {
    method: 'razorpay',
    razorpayOrderId: 'order_1',
    razorpayPaymentId: 'pay_1',
    status: 'refunded',
    paidAt: '2026-11-01T10:00:00.000Z',
  },
  returnRequest: null,
  taxInvoice: null,
  codConfirmation: null,
  cancelRequest: null,
  returnedToOriginAt: null,
  shipments: [],
  shippingSpeed: 'standard',
  deliveryBy: null,
  deliveryText: null,
};

const link = `https://shop.example/order/${order._id}`;

describe('status change mails', () => {
  it.each(STEPS_TO_REFUND)(
    'tell the shopper the order is now %s, with a link to the order page',
    (status) => {
      const mail = statusChangeMail(shop, order, status);
      expect(mail?.subject).toBe(`Your Test Shop order SN-2611-004213: ${STATUS_LABELS[status]}`);
      expect(mail?.text).toContain('SN-2611-004213');
      expect(mail?.text).toContain(`View your order: ${link}`);
      expect(mail?.html).toContain(`href="${link}"`);
    },
  );

  it('exist for every status but the first and cancelled, which have mails of their own', () => {
    const without = ORDER_STATUSES.filter((status) => !statusChangeMail(shop, order, status));
    expect(without).toEqual(['processing', 'cancelled']);
  });

  it('offer a delivered order a return until the window closes (docs/decisions/036)', () => {
    const delivered = {
      ...order,
      statusTimestamps: { ...order.statusTimestamps, deliveredAt: '2026-11-25T10:00:00.000Z' },
    };
    expect(statusChangeMail(shop, delivered, 'delivered')?.text).toContain(
      'You can request a return from the order page until Wed, 2 Dec: unused items for any reason',
    );
    const longer = statusChangeMail({ ...shop, returnWindowDays: 30 }, delivered, 'delivered');
    expect(longer?.text).toContain('until Fri, 25 Dec');
  });

  it('give the refund amount and time for refund steps', () => {
    expect(statusChangeMail(shop, order, 'refunded')?.text).toContain(`${formatRupees(123456)}`);
    expect(statusChangeMail(shop, order, 'refunded')?.text).toContain('5-10 business days');
  });
});

describe('the cancellation mail', () => {
  it('names the order, the reason and the items, and promises the refund of a paid order', () => {
    const mail = cancellationMail(shop, order, true);
    expect(mail.subject).toBe('Your Test Shop order SN-2611-004213 is cancelled');
    expect(mail.text).toContain('Reason: <script>x</script> too slow');
    expect(mail.text).toContain('2 × Phone <Pro> (color: Black)');
    expect(mail.text).toContain(
      'The refund of ₹1,23,456 to your original payment method takes 5-10 business days.',
    );
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt; too slow');
    expect(mail.html).toContain('Phone &lt;Pro&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it("says nothing of a refund when nothing was paid online, and 'N/A' without a reason", () => {
    const mail = cancellationMail(shop, { ...order, cancelReason: null, isPaid: false }, false);
    expect(mail.text).not.toContain('refund');
    expect(mail.text).toContain('Reason: N/A');
  });
});

describe('a credit note in the mails', () => {
  const credited = (reason: 'cancelled' | 'returned'): Order => ({
    ...order,
    taxInvoice: {
      number: 'INV/26-27/000042',
      financialYear: '2026-27',
      issuedAt: '2026-11-01T10:00:00.000Z',
      seller: {
        legalName: 'Test Shop Private Limited',
        gstin: '29ABCDE1234F1ZW',
        address: '1 MG Road, Bengaluru',
        stateCode: '29',
        stateName: 'Karnataka',
      },
      placeOfSupply: { code: '29', name: 'Karnataka' },
      intraState: true,
      lines: [],
      creditNote: {
        number: 'CN/26-27/000007',
        financialYear: '2026-27',
        issuedAt: '2026-11-02T10:00:00.000Z',
        reason,
      },
    },
  });
  const sentence =
    'Credit note CN/26-27/000007 reverses tax invoice INV/26-27/000042; you can download it from your order page.';

  it('is named, with the invoice it reverses, when the order is cancelled and when its goods are back', () => {
    const cancelled = cancellationMail(shop, credited('cancelled'), false);
    expect(cancelled.text).toContain(sentence);
    expect(cancelled.text).toContain('Credit note: CN/26-27/000007');
    expect(statusChangeMail(shop, credited('returned'), 'returned')?.text).toContain(sentence);
  });

  it('is not mentioned without one', () => {
    expect(cancellationMail(shop, order, false).text).not.toContain('Credit note');
    expect(statusChangeMail(shop, order, 'returned')?.text).not.toContain('Credit note');
    // Nor in the steps after the return: the note was announced once.
    expect(statusChangeMail(shop, credited('returned'), 'refunded')?.text).not.toContain('Credit note');
  });
});

describe('the refund and return request mails', () => {
  it('confirm the refunded amount', () => {
    const mail = refundMail(shop, order);
    expect(mail.subject).toBe('Refund of ₹1,23,456 for your Test Shop order SN-2611-004213');
    expect(mail.text).toContain('5-10 business days');
  });

  it('quote the shopper and promise a reply within 2 business days', () => {
    const mail = returnRequestMail(shop, order, 'It arrived <broken>');
    expect(mail.text).toContain('“It arrived <broken>”');
    expect(mail.text).toContain('We will reply within 2 business days.');
    expect(mail.html).toContain('It arrived &lt;broken&gt;');
    expect(mail.html).not.toContain('<broken>');
  });
});
