// The order confirmation mail (docs/decisions/011-checkout-and-payment.md): a job added in the order's transaction and sent by a worker
// (docs/decisions/025), so a slow or failing mail server can neither fail nor delay an order, nor lose its mail.
// It goes to the account's own address.
import { deliveryAddressText } from '@shop/shared/address-lines';
import { formatIndiaDateTime } from '@shop/shared/india-time';
import { formatRupees } from '@shop/shared/money';
import type { Order, OrderItem } from '@shop/shared/order.schemas';
import { SHIPPING_SPEED_LABELS } from '@shop/shared/shipping-speeds';
import { renderMail } from '../../lib/mail-layout.ts';
import type { OrderMail, ShopIdentity } from './order-actions.mails.ts';

/** "2 × Kettle (Colour: Red): ₹1,400", with the line's share of the coupon and offers when it has one. */
export function itemLine(item: OrderItem): string {
  const options = Object.entries(item.filters)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  const named = options ? `${item.name} (${options})` : item.name;
  const saving = item.discount > 0 ? ` (−${formatRupees(item.discount)} coupon & offers)` : '';
  return `${item.quantity} × ${named}: ${formatRupees(item.price * item.quantity)}${saving}`;
}

/** How the shopper knows a promotion: its code, else its title (an automatic offer). */
function promotionName(promotion: Order['promotions'][number]): string {
  return promotion.code ?? promotion.title;
}

/**
 * "Coupon & offers (FIRST100, Buy 2, get 1 free)": the row of what promotions took off the lines
 * (docs/decisions/038-promotions.md), naming those that did; none when nothing came off the lines.
 */
function promotionRows(order: Order): [string, string][] {
  const { discount } = order.priceSummary;
  if (discount <= 0) return [];
  const names = order.promotions
    .filter((promotion) => promotion.saving > promotion.shippingSaving)
    .map(promotionName);
  const label = names.length > 0 ? `Coupon & offers (${names.join(', ')})` : 'Coupon & offers';
  return [[label, `−${formatRupees(discount)}`]];
}

function paymentText(order: Order): string {
  if (order.paymentMethod === 'cod') return 'Cash on delivery (pay when it arrives)';
  const status = order.paymentInfo?.status ?? 'pending';
  return order.isPaid ? `Paid online (${status})` : `Online (${status})`;
}

/**
 * "₹178 (Express)": the whole shipping charge, and the speed when it is not standard (docs/decisions/036); "Free
 * with FREESHIP" when a promotion made it free.
 */
function shippingText(order: Order): string {
  const { shippingCost } = order.priceSummary;
  const freedBy = order.promotions.filter((promotion) => promotion.shippingSaving > 0).map(promotionName);
  const free = freedBy.length > 0 ? `Free with ${freedBy.join(', ')}` : 'Free';
  const amount = shippingCost > 0 ? formatRupees(shippingCost) : free;
  return order.shippingSpeed === 'standard'
    ? amount
    : `${amount} (${SHIPPING_SPEED_LABELS[order.shippingSpeed]})`;
}

/** A new account's cash-on-delivery order waits for the shopper (docs/decisions/030): the mail says until when. */
function confirmationAsk(shop: ShopIdentity, order: Order) {
  const waiting = order.codConfirmation?.status === 'awaiting' ? order.codConfirmation : null;
  if (!waiting) return { paragraphs: [], link: undefined };
  return {
    paragraphs: [
      `Please confirm this cash-on-delivery order on your order page by ${formatIndiaDateTime(waiting.confirmBy)}. We send it to be packed once you confirm; an order not confirmed by then is cancelled.`,
    ],
    link: { label: 'Confirm your order', url: `${shop.publicUrl}/order/${encodeURIComponent(order._id)}` },
  };
}

export function orderConfirmationMail(shop: ShopIdentity, order: Order): OrderMail {
  const shopName = shop.name;
  const ask = confirmationAsk(shop, order);
  const { priceSummary: totals } = order;
  const details: [string, string][] = [
    ['Order', order.orderNumber],
    ['Subtotal', formatRupees(totals.subtotal)],
    ...(totals.savings > 0 ? [['You saved', formatRupees(totals.savings)] as [string, string]] : []),
    // Subtotal − coupon & offers + shipping = total ("You saved" is already out of the subtotal).
    ...promotionRows(order),
    ['Shipping', shippingText(order)],
    // The speed and the day promised when it was placed (docs/decisions/036).
    ...(order.deliveryText ? [['Delivery', order.deliveryText] as [string, string]] : []),
    ['Total', formatRupees(totals.total)],
    ['Deliver to', deliveryAddressText(order.shippingInfo)],
    ['Payment', paymentText(order)],
  ];
  return {
    subject: `Your ${shopName} order ${order.orderNumber}`,
    ...renderMail({
      shopName,
      heading: `Thank you for your order, ${order.personalInfo.firstName}`,
      paragraphs: [
        `We have received your order ${order.orderNumber} and will let you know when it ships.`,
        ...ask.paragraphs,
        ...order.orderItems.map(itemLine),
      ],
      details,
      ...(ask.link ? { link: ask.link } : {}),
    }),
  };
}
