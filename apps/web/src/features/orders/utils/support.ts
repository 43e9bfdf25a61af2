// Reaching support about an order (docs/product.md#orders-pages): a phone call when the number has
// 10 to 15 digits, a messaging-app chat with a prefilled message, and copying that message.
import type { Order } from '@shop/shared/order.schemas';

/** The digits of the support phone, or null when there are not 10 to 15 of them. */
export function supportPhoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

export function supportMessage(order: Order, kind: 'help' | 'return'): string {
  const items = order.orderItems.map((item) => `${item.name} × ${item.quantity}`).join(', ');
  const ask =
    kind === 'return'
      ? 'I would like to request a return/refund for my order.'
      : 'I need help with my order.';
  const message = `Hello, ${ask}\nOrder number: ${order.orderNumber}\nItems: ${items}`;
  // The return request is edited in its dialog, where the shopper writes the reason after the label; the help
  // message is sent as it is, so it ends with what is known rather than an empty "Reason: " (docs/product.md#orders-actions).
  return kind === 'return' ? `${message}\nReason: ` : message;
}

export function messagingAppLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
