// Mails about a placed order changing (docs/decisions/012-order-actions.md): cancellation, refund, return request, and each step the shop
// moves it through. Like the confirmation they are jobs added with the change and sent by a worker
// (jobs/mail-worker.ts, docs/decisions/025); the shared layout escapes every user text in the HTML.
import { deliveryDayText } from '@shop/shared/delivery';
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { type OrderStatus, STATUS_LABELS } from '@shop/shared/order-status';
import { returnWindowLastDay } from '@shop/shared/return-window';
import type { OutgoingMail } from '../../adapters/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { itemLine } from './order-confirmation.mails.ts';

/** A mail about an order; its recipient is the order's account, filled in when it is sent. */
export type OrderMail = Omit<OutgoingMail, 'to'>;

/** docs/product.md policy texts. */
const REFUND_TIME = '5-10 business days';
const REPLY_TIME = '2 business days';

export interface ShopIdentity {
  name: string;
  /** Where the shop's pages live, without a trailing slash. */
  publicUrl: string;
  /** RETURN_WINDOW_DAYS: the delivered mail says until when a return may be asked for (docs/decisions/036). */
  returnWindowDays: number;
}

function orderLink(shop: ShopIdentity, order: Order) {
  return { label: 'View your order', url: `${shop.publicUrl}/order/${encodeURIComponent(order._id)}` };
}

function total(order: Order): string {
  return formatRupees(order.priceSummary.total);
}

/** The credit note that reversed the order's tax invoice, for the mail that announces the cancel or the return. */
function creditNote(order: Order): { paragraphs: string[]; details: [string, string][] } {
  const note = order.taxInvoice?.creditNote;
  if (!order.taxInvoice || !note) return { paragraphs: [], details: [] };
  return {
    paragraphs: [
      `Credit note ${note.number} reverses tax invoice ${order.taxInvoice.number}; you can download it from your order page.`,
    ],
    details: [['Credit note', note.number]],
  };
}

export function cancellationMail(shop: ShopIdentity, order: Order, refunding: boolean): OrderMail {
  const refundText = refunding
    ? [`The refund of ${total(order)} to your original payment method takes ${REFUND_TIME}.`]
    : [];
  const credit = creditNote(order);
  return {
    subject: `Your ${shop.name} order ${order.orderNumber} is cancelled`,
    ...renderMail({
      shopName: shop.name,
      heading: `Your order is cancelled, ${order.personalInfo.firstName}`,
      paragraphs: [
        `We have cancelled your order ${order.orderNumber}.`,
        ...refundText,
        ...order.orderItems.map(itemLine),
        ...credit.paragraphs,
      ],
      details: [
        ['Order', order.orderNumber],
        ['Reason', order.cancelReason?.trim() || 'N/A'],
        ['Total', total(order)],
        ...credit.details,
      ],
      link: orderLink(shop, order),
    }),
  };
}

export function refundMail(shop: ShopIdentity, order: Order): OrderMail {
  return {
    subject: `Refund of ${total(order)} for your ${shop.name} order ${order.orderNumber}`,
    ...renderMail({
      shopName: shop.name,
      heading: `We have refunded ${total(order)}`,
      paragraphs: [
        `The payment for your order ${order.orderNumber} has been refunded to your original payment method.`,
        `Depending on your bank it takes ${REFUND_TIME} to show in your account.`,
      ],
      details: [
        ['Order', order.orderNumber],
        ['Refund', total(order)],
      ],
      link: orderLink(shop, order),
    }),
  };
}

export function returnRequestMail(shop: ShopIdentity, order: Order, message: string): OrderMail {
  return {
    subject: `We received your return request for order ${order.orderNumber}`,
    ...renderMail({
      shopName: shop.name,
      heading: `We received your request, ${order.personalInfo.firstName}`,
      paragraphs: [
        `Thank you for telling us about your order ${order.orderNumber}. You wrote:`,
        `“${message}”`,
        `We will reply within ${REPLY_TIME}.`,
      ],
      details: [['Order', order.orderNumber]],
      link: orderLink(shop, order),
    }),
  };
}

/** The shopper cancelled after dispatch: the parcel is being called back (docs/decisions/031). */
export function cancelRequestMail(shop: ShopIdentity, order: Order): OrderMail {
  const refund = order.isPaid
    ? `Once it is, we cancel the order and refund ${total(order)} to your original payment method (${REFUND_TIME}).`
    : 'Once it is, we cancel the order. If the courier offers it to you meanwhile, you may refuse it.';
  return {
    subject: `We are cancelling your ${shop.name} order ${order.orderNumber}`,
    ...renderMail({
      shopName: shop.name,
      heading: `We received your cancellation, ${order.personalInfo.firstName}`,
      paragraphs: [
        `Your order ${order.orderNumber} had already left us, so we have asked the courier to bring it back.`,
        refund,
      ],
      details: [
        ['Order', order.orderNumber],
        ['Reason', order.cancelRequest?.reason ?? 'N/A'],
      ],
      link: orderLink(shop, order),
    }),
  };
}

/** The delivered mail's offer of a return, with the day the window closes (docs/decisions/036, "One set of promises"). */
function returnOffer(shop: ShopIdentity, order: Order): string {
  const deliveredAt = order.statusTimestamps.deliveredAt;
  const until = deliveredAt
    ? ` until ${deliveryDayText(returnWindowLastDay(deliveredAt, shop.returnWindowDays))}`
    : '';
  return `You can request a return from the order page${until}: unused items for any reason, damaged or wrong ones with shipping refunded.`;
}

/** What each step the shop makes means for the shopper; processing and cancelled have mails of their own. */
const STEP_TEXTS: Partial<Record<OrderStatus, (order: Order, shop: ShopIdentity) => string>> = {
  shipped: (order) => `Your order ${order.orderNumber} has shipped and is on its way to you.`,
  'out of delivery': (order) =>
    `Your order ${order.orderNumber} is out for delivery and should reach you today.`,
  delivered: (order, shop) =>
    `Your order ${order.orderNumber} has been delivered. ${returnOffer(shop, order)}`,
  'return accepted': (order) =>
    `We have accepted the return of your order ${order.orderNumber}. We will let you know once the items are back with us.`,
  returned: (order) => `The items of your order ${order.orderNumber} are back with us.`,
  'refund accepted': (order) =>
    `We have approved the refund of ${total(order)} for your order ${order.orderNumber} and will send it shortly.`,
  refunded: (order) =>
    `The refund of ${total(order)} for your order ${order.orderNumber} is done. It takes ${REFUND_TIME} to reach you.`,
};

/** The mail for a step the shop moved the order to; undefined for statuses that have their own mail. */
export function statusChangeMail(
  shop: ShopIdentity,
  order: Order,
  status: OrderStatus,
): OrderMail | undefined {
  const text = STEP_TEXTS[status];
  if (!text) return undefined;
  const label = STATUS_LABELS[status];
  // The goods are back: their invoice is reversed now (docs/decisions/029-gst-tax-invoices.md).
  const credit = status === 'returned' ? creditNote(order) : { paragraphs: [], details: [] };
  return {
    subject: `Your ${shop.name} order ${order.orderNumber}: ${label}`,
    ...renderMail({
      shopName: shop.name,
      heading: `${label}: order ${order.orderNumber}`,
      paragraphs: [text(order, shop), ...credit.paragraphs],
      details: [['Order', order.orderNumber], ['Status', label], ...credit.details],
      link: orderLink(shop, order),
    }),
  };
}
