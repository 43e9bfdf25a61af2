// Turns stored orders (paise, Date) into the API's order shape (rupees, ISO times; docs/product.md#orders).
import { toRupees } from '@shop/shared/money';
import type { Order, OrderItem, TaxInvoice } from '@shop/shared/order.schemas';
import { speedDeliveryText } from '@shop/shared/shipping-speeds';
import type { StoredOrderLine } from '../../db/database.ts';
import type { OrderRecord } from './orders.repository.ts';
import type { TaxInvoiceRecord } from './tax-invoices.repository.ts';

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function toOrderItem(line: StoredOrderLine): OrderItem {
  return {
    product: line.productId,
    name: line.name,
    quantity: line.quantity,
    price: toRupees(line.price),
    discountPrice: toRupees(line.price),
    originalPrice: toRupees(line.originalPrice),
    shippingCost: toRupees(line.shippingCost),
    image: line.image,
    category: line.category,
    filters: line.filters,
    discount: toRupees(line.discount ?? 0),
  };
}

/** The invoice in rupees; one not numbered yet (only inside its transaction) is not shown. */
function toTaxInvoice(invoice: TaxInvoiceRecord | null): TaxInvoice | null {
  if (!invoice?.number || !invoice.financialYear || !invoice.issuedAt) return null;
  return {
    number: invoice.number,
    financialYear: invoice.financialYear,
    issuedAt: invoice.issuedAt.toISOString(),
    seller: invoice.seller,
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    lines: invoice.lines.map((line) => ({
      ...line,
      discount: toRupees(line.discount),
      taxableValue: toRupees(line.taxableValue),
      cgst: toRupees(line.cgst),
      sgst: toRupees(line.sgst),
      igst: toRupees(line.igst),
      total: toRupees(line.total),
    })),
    creditNote: invoice.creditNote && {
      ...invoice.creditNote,
      issuedAt: invoice.creditNote.issuedAt.toISOString(),
    },
  };
}

/**
 * Where the order goes, with the recipient and landmark always: an order placed without a recipient (or before
 * decision 036) goes to its personal info's name.
 */
function shippingOf(record: OrderRecord): Order['shippingInfo'] {
  const { fullName, landmark, ...shipping } = record.shipping;
  const { firstName, lastName } = record.personalInfo;
  return { ...shipping, fullName: fullName || `${firstName} ${lastName}`.trim(), landmark: landmark ?? '' };
}

export function toOrder(record: OrderRecord): Order {
  const stamps = record.timestamps;
  return {
    _id: record.id,
    orderNumber: record.orderNumber,
    createdAt: record.createdAt.toISOString(),
    orderStatus: record.orderStatus,
    cancelReason: record.cancelReason,
    isPaid: record.isPaid,
    statusTimestamps: {
      processedAt: iso(stamps.processedAt),
      shippedAt: iso(stamps.shippedAt),
      outForDeliveryAt: iso(stamps.outForDeliveryAt),
      deliveredAt: iso(stamps.deliveredAt),
      cancelledAt: iso(stamps.cancelledAt),
      returnAcceptedAt: iso(stamps.returnAcceptedAt),
      returnedAt: iso(stamps.returnedAt),
      refundAcceptedAt: iso(stamps.refundAcceptedAt),
      refundedAt: iso(stamps.refundedAt),
    },
    priceSummary: {
      subtotal: toRupees(record.totals.subtotal),
      savings: toRupees(record.totals.savings),
      discount: toRupees(record.totals.discount ?? 0),
      shippingCost: toRupees(record.totals.shippingCost),
      total: toRupees(record.totals.total),
    },
    promotions: record.promotions.map((promotion) => ({
      code: promotion.code,
      title: promotion.title,
      saving: toRupees(promotion.discount + promotion.shippingDiscount),
      shippingSaving: toRupees(promotion.shippingDiscount),
    })),
    orderItems: record.lines.map(toOrderItem),
    shippingInfo: shippingOf(record),
    personalInfo: record.personalInfo,
    paymentMethod: record.paymentMethod,
    // Cash on delivery has payment info too (method 'cod', status 'pending'), so the page reads one shape.
    // The provider's signature stays on the server.
    paymentInfo: {
      method: record.paymentMethod,
      razorpayOrderId: record.providerOrderId,
      razorpayPaymentId: record.providerPaymentId,
      status: record.paymentStatus,
      paidAt: iso(record.paidAt),
    },
    returnRequest: record.returnRequest && {
      message: record.returnRequest.message,
      requestedAt: record.returnRequest.requestedAt.toISOString(),
    },
    shipments: record.shipments,
    taxInvoice: toTaxInvoice(record.taxInvoice),
    codConfirmation: record.codConfirmBy && {
      status: record.codConfirmedAt ? 'confirmed' : 'awaiting',
      confirmBy: record.codConfirmBy.toISOString(),
      confirmedAt: iso(record.codConfirmedAt),
    },
    cancelRequest: record.cancelRequest && {
      reason: record.cancelRequest.reason,
      requestedAt: record.cancelRequest.requestedAt.toISOString(),
    },
    returnedToOriginAt: iso(record.returnedToOriginAt),
    shippingSpeed: record.shippingSpeed,
    deliveryBy: record.deliveryBy,
    deliveryText: record.deliveryBy && speedDeliveryText(record.shippingSpeed, record.deliveryBy),
  };
}
