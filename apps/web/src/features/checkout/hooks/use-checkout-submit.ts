// Placing the order (docs/product.md#checkout-steps): cash on delivery at once; online through the provider's checkout,
// then the signed payment becomes the order. After success the toast, then /order 2 s later. The coupon applied goes
// with the order; one that no longer applies is refused with its words (a 409, docs/product.md#checkout-promotions),
// and the shopper stays here with the summary read again.
import type { CartItem } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { toRupees } from '@shop/shared/money';
import type { PaymentMethod, PersonalInfo, ShippingInfo } from '@shop/shared/order.schemas';
import type { ShippingSpeed } from '@shop/shared/shipping-speeds';
import type { Totals } from '@shop/shared/totals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { quoteKey } from '../../../entities/promotions/get-quote.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { newIdempotencyKey, usePlaceOrder } from '../api/place-order.ts';
import { payOnline } from '../utils/pay-online.ts';
import { orderLines } from './use-checkout-lines.ts';

/** The wait between the success toast and the orders page (docs/product.md#checkout-steps). */
export const AFTER_ORDER_REDIRECT_MS = 2000;

interface Checkout {
  lines: readonly CartItem[];
  totals: Totals;
  personalInfo: PersonalInfo;
  shippingInfo: ShippingInfo;
  method: PaymentMethod;
  /** Priced and dated again by the server (docs/decisions/036). */
  shippingSpeed: ShippingSpeed;
  /** The cart's code when the quote says it applies to these lines; priced again by the server (decision 038). */
  couponCode: string | undefined;
}

function describe(lines: readonly CartItem[]): string {
  const [first, ...rest] = lines;
  if (!first) return '';
  return rest.length > 0 ? `${first.product.name} and ${rest.length} more` : first.product.name;
}

export function useCheckoutSubmit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const [processing, setProcessing] = useState(false);
  // One per visit to the checkout: retrying after a lost answer returns the order already made.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The toast names the new order by its number, the one its mail and the orders page show (docs/decisions/036). */
  const succeed = (message: string, orderNumber: string) => {
    toast.success(message, { description: `Your order number is ${orderNumber}.` });
    // Stays "processing" until the page changes, so the order cannot be placed twice.
    timer.current = setTimeout(() => navigate('/order'), AFTER_ORDER_REDIRECT_MS);
  };
  const fail = (message: string) => {
    toast.error(message);
    setProcessing(false);
    // A code that has just stopped applying (used up, ended) says so on its chip, and the totals drop its saving.
    void queryClient.invalidateQueries({ queryKey: quoteKey });
  };

  const payOnDelivery = async ({
    lines,
    totals,
    personalInfo,
    shippingInfo,
    shippingSpeed,
    couponCode,
  }: Checkout) => {
    try {
      const result = await place.mutateAsync({
        paymentMethod: 'cod',
        personalInfo,
        shippingInfo,
        orderItems: orderLines(lines),
        priceSummary: { discount: toRupees(totals.discount), total: toRupees(totals.total) },
        shippingSpeed,
        ...(couponCode ? { couponCode } : {}),
        idempotencyKey,
      });
      succeed(result.message || MESSAGES.orderPlacedCod, result.order.orderNumber);
    } catch (error) {
      fail(errorMessage(error, MESSAGES.errorPlacingOrder));
    }
  };

  const payNow = async ({
    lines,
    totals,
    personalInfo,
    shippingInfo,
    shippingSpeed,
    couponCode,
  }: Checkout) => {
    let outcome: Awaited<ReturnType<typeof payOnline>>;
    try {
      outcome = await payOnline(
        {
          amount: toRupees(totals.total),
          personalInfo,
          shippingInfo,
          orderItems: orderLines(lines),
          shippingSpeed,
          ...(couponCode ? { couponCode } : {}),
        },
        describe(lines),
      );
    } catch (error) {
      return fail(errorMessage(error, MESSAGES.errorPlacingOrder));
    }
    if (outcome.kind === 'dismissed') return setProcessing(false);
    if (outcome.kind === 'failed') {
      window.alert(MESSAGES.paymentFailed);
      return setProcessing(false);
    }
    try {
      const result = await place.mutateAsync({ paymentMethod: 'razorpay', paymentInfo: outcome.paymentInfo });
      succeed(MESSAGES.paymentSuccessful, result.order.orderNumber);
    } catch (error) {
      fail(errorMessage(error, MESSAGES.errorCreatingOrderAfterPayment));
    }
  };

  const submit = (checkout: Checkout) => {
    if (processing) return;
    setProcessing(true);
    void (checkout.method === 'cod' ? payOnDelivery(checkout) : payNow(checkout));
  };

  return { submit, processing };
}
