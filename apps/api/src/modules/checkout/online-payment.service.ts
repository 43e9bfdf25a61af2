// Online payment, Razorpay protocol (docs/product.md#payment-online): payment/process prices the lines, holds their stock and
// creates the provider order; the browser's POST /api/orders and the provider callback then prove the payment
// (signature over `order_id|payment_id`, the paid amount) and confirm the checkout into its one order.
import { MESSAGES } from '@shop/shared/messages';
import { toPaise, toRupees } from '@shop/shared/money';
import {
  ORDER_MESSAGES,
  type PaymentInfoRequest,
  type PaymentKey,
  type ProcessPaymentRequest,
  type ProcessPaymentResponse,
  personalInfoSchema,
  shippingInfoSchema,
} from '@shop/shared/order.schemas';
import { PROMOTION_MESSAGES } from '@shop/shared/promotion.schemas';
import type { ProviderOrder, ProviderPayment } from '../../adapters/payment-gateway.ts';
import type { StoredPromotion } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { payableCartLines } from '../cart/cart.service.ts';
import { promiseFor } from '../delivery/shipping-speeds.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import { placeOfSupplyOrThrow } from '../orders/tax-invoices.repository.ts';
import {
  checkTotalHint,
  type PricedOrder,
  priceOrder,
  takeStockOrThrow,
} from './checkout-pricing.service.ts';
import { promoteOrThrow, redeemOrThrow } from './checkout-promotions.service.ts';
import { withSpeed } from './checkout-speed.service.ts';
import { type Confirmation, confirmCheckout } from './confirm-checkout.service.ts';
import * as checkouts from './pending-checkouts.repository.ts';
import { releaseExpiredHolds, releaseHold, releaseShopperHolds } from './stock-holds.service.ts';

/**
 * Payment states that confirm a checkout. Only `captured` makes the order paid; an `authorized` payment is the
 * shopper's money held for the shop, which the shop captures right after (docs/decisions/020).
 */
const CONFIRMING_STATUSES = new Set(['captured', 'authorized']);

export function paymentKey(deps: OrdersDeps): PaymentKey {
  const { gateway } = deps;
  return { key: gateway.keyId, checkoutScript: gateway.checkoutScript, sandbox: gateway.sandbox };
}

async function createProviderOrder(
  deps: OrdersDeps,
  checkoutId: string,
  amount: number,
  userId: string,
): Promise<ProviderOrder> {
  try {
    return await deps.gateway.createOrder({ amount, receipt: checkoutId, notes: { userId, checkoutId } });
  } catch (error) {
    deps.log.error({ err: error, checkoutId }, 'could not create the provider order');
    // Nothing can be paid without the provider order: give the stock back at once.
    await releaseHold(deps.db, checkoutId, 'failed');
    throw new AppError('PAYMENT_UNAVAILABLE', ORDER_MESSAGES.paymentUnavailable);
  }
}

/**
 * The spec's payment/process with the amount alone (docs/decisions/036): the shopper's cart, its lines in stock,
 * priced on the server. The amount must be that total exactly, either way: it is the only sign of what the shopper
 * agreed to pay for, so a smaller or a larger amount is a 409 naming the server's total, and nothing is held. No
 * promotion applies to it, automatic offers included (docs/decisions/038-promotions.md): that client knows none, and
 * must pay exactly the total it shows.
 */
async function priceCartAtAmount(deps: OrdersDeps, userId: string, amount: number): Promise<PricedOrder> {
  // The lines the cart page totals: each whose own stock covers its quantity (a line short of stock waits for the
  // shopper to change it), so the amount the spec's client shows is the amount asked.
  const lines = await payableCartLines(deps.db, userId);
  if (lines.length === 0) throw new AppError('INVALID', ORDER_MESSAGES.cartNothingToPay);
  const priced = await priceOrder(deps.db, lines, deps.config);
  if (toPaise(amount) !== priced.totals.total) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.cartTotalDiffers(toRupees(priced.totals.total)));
  }
  return priced;
}

/**
 * Prices the lines, holds their stock for PAYMENT_HOLD_MINUTES and opens the provider order for the total. An
 * account has one open checkout: starting one gives the units of its previous one back (docs/decisions/017).
 */
export async function processPayment(
  deps: OrdersDeps,
  userId: string,
  request: ProcessPaymentRequest,
): Promise<ProcessPaymentResponse> {
  const { personalInfo = null, shippingInfo = null, orderItems } = request;
  // Without an address there is no zone to offer a faster speed in (docs/decisions/036).
  if (!orderItems && (request.shippingSpeed ?? 'standard') !== 'standard') {
    throw new AppError('INVALID', ORDER_MESSAGES.cartStandardOnly);
  }
  // The amount alone pays the cart's own prices, without promotions (docs/decisions/038-promotions.md).
  if (!orderItems && request.couponCode !== undefined) {
    throw new AppError('INVALID', PROMOTION_MESSAGES.codeNeedsItems);
  }
  // The tax invoice names the state delivered to: an unknown one is refused before anything is paid (029).
  if (deps.config.gst && shippingInfo) placeOfSupplyOrThrow(shippingInfo);
  // Units (and redemptions) of holds past their time are back before this checkout reads the stock; the
  // shopper's own earlier hold, which this checkout replaces, ends in its transaction (docs/decisions/017).
  await releaseExpiredHolds(deps.db, deps.jobs);
  let standard: PricedOrder;
  let promotions: StoredPromotion[] = [];
  if (orderItems) {
    // The automatic offers and the code; one sent that does not apply is a 409 before anything is held.
    const promoted = await promoteOrThrow(
      deps.db,
      userId,
      await priceOrder(deps.db, orderItems, deps.config),
      request.couponCode,
    );
    standard = promoted.priced;
    promotions = promoted.promotions;
  } else {
    standard = await priceCartAtAmount(deps, userId, request.amount);
  }
  // A faster speed's fee is shipping too, and its day is the order's promise (docs/decisions/036).
  const { priced, promise } = await withSpeed(
    deps,
    standard,
    request.shippingInfo?.postalCode ?? '',
    request.shippingSpeed,
  );
  checkTotalHint(priced.totals, request.amount);
  if (priced.totals.total <= 0) throw new AppError('INVALID', 'Nothing to pay online');
  const id = newId();
  await inTransaction(deps.db, async (trx) => {
    await checkouts.lockShopper(trx, userId);
    // The shopper's earlier checkout, which this one replaces (decision 017): its units and promotions go back.
    await releaseShopperHolds(
      trx,
      deps.jobs,
      userId,
      promotions.map((promotion) => promotion.id),
    );
    await checkouts.insertCheckout(trx, {
      id,
      userId,
      amount: priced.totals.total,
      lines: priced.lines,
      personalInfo,
      shippingInfo,
      priceSummary: priced.totals,
      holdMinutes: deps.config.limits.paymentHoldMinutes,
      shippingSpeed: promise.speed,
      deliveryBy: promise.deliveryBy,
      promotions,
    });
    // The hold redeems its promotions, then takes its stock: promotion rows before product rows, each in id order
    // (docs/decisions/038-promotions.md). Its order, once paid, takes both over.
    await redeemOrThrow(trx, userId, promotions, { checkoutId: id });
    await takeStockOrThrow(trx, priced.stock, priced.stockLabels);
  });
  const providerOrder = await createProviderOrder(deps, id, priced.totals.total, userId);
  await checkouts.setProviderOrderId(deps.db, id, providerOrder.id);
  return {
    success: true,
    order: {
      id: providerOrder.id,
      amount: providerOrder.amount,
      currency: 'INR',
      receipt: providerOrder.receipt,
    },
  };
}

/**
 * Asks the provider about the payment: it must belong to this checkout's provider order, be for its amount
 * and be captured or authorized. The signature already proved the ids; this guards the amount (docs/product.md#payment-online).
 */
async function paidStatus(
  deps: OrdersDeps,
  checkout: checkouts.CheckoutRecord,
  paymentId: string,
): Promise<string> {
  let payment: ProviderPayment;
  try {
    payment = await deps.gateway.fetchPayment(paymentId);
  } catch (error) {
    deps.log.error({ err: error, paymentId }, 'could not fetch the payment from the provider');
    throw new AppError('PAYMENT_UNAVAILABLE', ORDER_MESSAGES.paymentUnavailable);
  }
  if (payment.orderId !== checkout.providerOrderId || payment.amount !== checkout.amount) {
    deps.log.warn({ paymentId, checkoutId: checkout.id }, 'payment does not match its checkout');
    throw new AppError('CONFLICT', ORDER_MESSAGES.amountMismatch);
  }
  if (!CONFIRMING_STATUSES.has(payment.status)) throw new AppError('CONFLICT', MESSAGES.paymentFailed);
  return payment.status;
}

/** The address and personal details a POST /api/orders brings, as sent: checked only when they are needed. */
export interface SentDetails {
  personalInfo?: unknown;
  shippingInfo?: unknown;
}

/**
 * Gives a checkout opened with the amount alone the address and personal details the shopper's POST brought,
 * checked like any order's (docs/decisions/036). Nothing is written when they are missing or wrong.
 */
async function addDetails(
  deps: OrdersDeps,
  checkout: checkouts.CheckoutRecord,
  sent: SentDetails,
): Promise<void> {
  if (sent.personalInfo === undefined || sent.shippingInfo === undefined) {
    throw new AppError('INVALID', ORDER_MESSAGES.paymentDetailsRequired);
  }
  const personal = personalInfoSchema.safeParse(sent.personalInfo);
  const shipping = shippingInfoSchema.safeParse(sent.shippingInfo);
  const problem = personal.error?.issues[0] ?? shipping.error?.issues[0];
  if (problem || !personal.success || !shipping.success) {
    throw new AppError('INVALID', problem?.message ?? ORDER_MESSAGES.paymentDetailsRequired);
  }
  if (deps.config.gst) placeOfSupplyOrThrow(shipping.data);
  // Its day is promised now that there is a PIN code to date it by: such a checkout is always standard speed.
  const productIds = [...new Set(checkout.lines.map((line) => line.productId))];
  const { delivery } = deps.config;
  // A product taken off sale since the payment has no estimate (a 404), yet its unit is held and paid for: the
  // order is made all the same, as one opened with its address is, only without a date.
  const deliveryBy = await promiseFor(
    deps.db,
    delivery,
    productIds,
    shipping.data.postalCode,
    'standard',
  ).then(
    (promise) => promise.deliveryBy,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    },
  );
  // A second POST racing this one may have given them first: those stand, as the order made from them.
  await checkouts.setCheckoutDetails(deps.db, checkout.id, {
    personalInfo: personal.data,
    shippingInfo: shipping.data,
    deliveryBy,
  });
}

/**
 * Verifies a checkout's payment and confirms it; `userId` (the browser's POST) must own the checkout. `sent`:
 * the details the browser's POST carried, for a checkout still without them.
 */
async function verifyAndConfirm(
  deps: OrdersDeps,
  info: PaymentInfoRequest,
  userId: string | undefined,
  sent: SentDetails = {},
): Promise<Confirmation> {
  const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = info;
  if (!deps.gateway.verifyPaymentSignature(razorpayOrderId, razorpayPaymentId, razorpaySignature)) {
    throw new AppError('INVALID', ORDER_MESSAGES.invalidSignature);
  }
  const checkout = await checkouts.findCheckoutByProviderOrder(deps.db, razorpayOrderId);
  if (!checkout || (userId !== undefined && checkout.userId !== userId)) {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.paymentNotFound);
  }
  // A late POST of a lapsed checkout brings them too: it is then placed like any late payment, or refunded.
  if (checkout.shippingInfo === null && checkout.status !== 'refunded' && userId !== undefined) {
    await addDetails(deps, checkout, sent);
  }
  // A replay of a confirmed (or refunded) checkout is answered from the database alone (and a capture still
  // owed is attempted again by the confirmation).
  const settled = checkout.status === 'confirmed' || checkout.status === 'refunded';
  const paymentStatus = settled ? null : await paidStatus(deps, checkout, razorpayPaymentId);
  return confirmCheckout(deps, {
    providerOrderId: razorpayOrderId,
    paymentId: razorpayPaymentId,
    signature: razorpaySignature,
    paymentStatus,
  });
}

/** POST /api/orders with `paymentInfo`: the signed-in shopper's own checkout only. */
export function placeOnlineOrder(
  deps: OrdersDeps,
  userId: string,
  info: PaymentInfoRequest,
  sent: SentDetails = {},
) {
  return verifyAndConfirm(deps, info, userId, sent);
}

/** The provider callback: no session, the signature is the proof. */
export function confirmFromCallback(deps: OrdersDeps, info: PaymentInfoRequest) {
  return verifyAndConfirm(deps, info, undefined);
}
