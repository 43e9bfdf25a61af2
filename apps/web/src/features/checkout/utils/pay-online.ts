// Online payment with the Razorpay protocol (docs/product.md#checkout-steps, docs/product.md#payment-online): the server prices the lines
// and opens a pending checkout, the provider's checkout takes the payment, and the signed answer becomes the
// order. With no Razorpay keys the server's sandbox gateway serves a drop-in checkout script.
import type { PaymentInfoRequest, ProcessPaymentRequest } from '@shop/shared/order.schemas';
import { shopConfig } from '../../../lib/shop-config.ts';
import { getPaymentKey } from '../api/get-payment-key.ts';
import { processPayment } from '../api/process-payment.ts';
import { loadScript } from './load-script.ts';

/** The accent colour the provider's checkout is themed with (brand-700). */
const THEME_COLOR = '#c2410c';

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  callback_url: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

export type PaymentOutcome =
  | { kind: 'paid'; paymentInfo: PaymentInfoRequest }
  | { kind: 'failed' }
  | { kind: 'dismissed' };

/**
 * Opens the provider's checkout for what is about to be bought and resolves with how it ended. Errors of the
 * shop's own calls (prices changed, out of stock, provider down) reject with the server's message.
 */
export async function payOnline(
  // This checkout always sends what it buys and where it goes; the amount alone is the spec client's way.
  request: ProcessPaymentRequest & Required<Pick<ProcessPaymentRequest, 'personalInfo' | 'shippingInfo'>>,
  description: string,
): Promise<PaymentOutcome> {
  const key = await getPaymentKey();
  const [{ order }] = await Promise.all([processPayment(request), loadScript(key.checkoutScript)]);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be opened.');
  const { firstName, lastName, email } = request.personalInfo;
  return new Promise<PaymentOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: key.key,
      amount: order.amount,
      currency: 'INR',
      name: shopConfig.name,
      description,
      order_id: order.id,
      // Handed to the provider as the spec says: a redirecting checkout still confirms the order there.
      callback_url: `${window.location.origin}/api/orders/v1/paymentVerification`,
      prefill: { name: `${firstName} ${lastName}`.trim(), email, contact: request.shippingInfo.phone },
      theme: { color: THEME_COLOR },
      handler: (response) =>
        resolve({
          kind: 'paid',
          paymentInfo: {
            razorpayOrderId: response.razorpay_order_id,
            razorpayPaymentId: response.razorpay_payment_id,
            razorpaySignature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => resolve({ kind: 'failed' }));
    checkout.open();
  });
}
