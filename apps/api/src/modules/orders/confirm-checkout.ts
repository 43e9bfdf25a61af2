// Turns a paid pending checkout into its one order (decisions §5). The browser's POST, the provider callback and
// the webhook all end here; the checkout's row lock serialises them and `orders.provider_order_id` is unique,
// so however many arrive, and in whatever order, there is exactly one order and one stock decrement. A payment
// the provider only authorized makes an unpaid order, captured right after (docs/decisions/020).
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { GatewayError } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import * as stock from './checkout.repository.ts';
import { settleCapture } from './order-captures.ts';
import { sendOrderConfirmation } from './order-mail.ts';
import { stockNeeded } from './order-pricing.ts';
import { toOrder } from './order-shapes.ts';
import * as repository from './orders.repository.ts';
import { readOrder } from './orders.service.ts';
import type { OrdersDeps } from './orders-deps.ts';
import * as checkouts from './pending-checkouts.repository.ts';

export interface PaymentProof {
  providerOrderId: string;
  paymentId: string;
  /** The checkout signature, when the confirmation came with one (not from a webhook). */
  signature: string | null;
  /**
   * The provider's payment status: 'captured', or 'authorized' (the order is then unpaid until the shop
   * captures it). Null when it was not asked: the replay of a confirmed or refunded checkout, both final, so
   * no order is ever made from it.
   */
  paymentStatus: string | null;
}

export interface Confirmation {
  /** False when the checkout had already been confirmed (a replay): the existing order. */
  created: boolean;
  order: Order;
}

type Outcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'existing' }
  | { kind: 'missing' }
  | { kind: 'refund'; checkout: checkouts.CheckoutRecord; paymentId: string; paymentStatus: string | null };

/** Takes every product's units, or none: a product short of stock puts back what was already taken. */
async function retakeStock(trx: Db, checkout: checkouts.CheckoutRecord): Promise<boolean> {
  const taken: stock.StockChange[] = [];
  for (const change of stockNeeded(checkout.lines)) {
    if (!(await stock.takeStock(trx, change))) {
      for (const back of taken) await stock.returnStock(trx, back);
      return false;
    }
    taken.push(change);
  }
  return true;
}

async function confirmInTransaction(trx: Db, proof: PaymentProof): Promise<Outcome> {
  const checkout = await checkouts.findCheckoutByProviderOrder(trx, proof.providerOrderId, true);
  if (!checkout) return { kind: 'missing' };
  if (checkout.status === 'confirmed') return { kind: 'existing' };
  if (checkout.status === 'refunded') {
    return {
      kind: 'refund',
      checkout,
      paymentId: checkout.providerPaymentId ?? proof.paymentId,
      paymentStatus: proof.paymentStatus,
    };
  }
  if (proof.paymentStatus === null) throw new AppError('CONFLICT', MESSAGES.paymentFailed);
  // The hold ended (expired, or failed) before the payment arrived: the stock must be there again.
  if (!checkout.stockHeld && !(await retakeStock(trx, checkout))) {
    await checkouts.markRefunded(trx, checkout.id, proof.paymentId);
    return {
      kind: 'refund',
      checkout: { ...checkout, refundId: null },
      paymentId: proof.paymentId,
      paymentStatus: proof.paymentStatus,
    };
  }
  const orderId = newId();
  await repository.insertOrder(trx, {
    id: orderId,
    userId: checkout.userId,
    paymentMethod: 'razorpay',
    // Paid only once captured: an authorized payment can still lapse (docs/decisions/020).
    isPaid: proof.paymentStatus === 'captured',
    paymentStatus: proof.paymentStatus,
    providerOrderId: proof.providerOrderId,
    providerPaymentId: proof.paymentId,
    providerSignature: proof.signature,
    personalInfo: checkout.personalInfo,
    shipping: checkout.shippingInfo,
    totals: checkout.priceSummary,
    lines: checkout.lines,
  });
  await checkouts.markConfirmed(trx, checkout.id, orderId, proof.paymentId);
  await stock.removeCartLines(trx, checkout.userId, checkout.lines);
  return { kind: 'created', orderId };
}

/** True when the provider shows the payment only authorized: nothing was taken, so there is nothing to refund. */
async function onlyAuthorized(deps: OrdersDeps, paymentId: string): Promise<boolean> {
  try {
    return (await deps.gateway.fetchPayment(paymentId)).status === 'authorized';
  } catch {
    return false;
  }
}

/**
 * Refunds the whole payment after the checkout was marked refunded and committed. A failed refund is logged
 * and left without `refund_id`: the next confirmation of the same payment (a replay, the webhook) tries again.
 * A payment that is only authorized is never captured, so it is not refunded either: the provider gives the
 * authorization back on its own (docs/decisions/020).
 */
async function refund(deps: OrdersDeps, outcome: Extract<Outcome, { kind: 'refund' }>): Promise<void> {
  const { checkout, paymentId } = outcome;
  if (checkout.refundId) return;
  const uncaptured = { checkoutId: checkout.id, paymentId };
  if (outcome.paymentStatus === 'authorized') {
    deps.log.info(uncaptured, 'stock was gone: the authorized payment is left uncaptured');
    return;
  }
  try {
    const refunded = await deps.gateway.refund(paymentId);
    await checkouts.setRefundId(deps.db, checkout.id, refunded.id);
    deps.log.info({ checkoutId: checkout.id, refundId: refunded.id }, 'refunded a payment: stock was gone');
  } catch (error) {
    if (error instanceof GatewayError && (await onlyAuthorized(deps, paymentId))) {
      deps.log.info(uncaptured, 'stock was gone: the authorized payment is left uncaptured');
      return;
    }
    deps.log.error({ err: error, checkoutId: checkout.id, paymentId }, 'refund failed; it will be retried');
  }
}

/** Makes one capture attempt when the order's payment waits for it, and answers the order as it is then. */
async function afterCapture(deps: OrdersDeps, order: Order): Promise<Order> {
  if (order.paymentInfo?.status !== 'authorized') return order;
  await settleCapture(deps, order._id);
  return toOrder(await readOrder(deps, order._id));
}

async function runConfirmation(deps: OrdersDeps, proof: PaymentProof): Promise<Outcome> {
  try {
    return await repository.inTransaction(deps.db, (trx) => confirmInTransaction(trx, proof));
  } catch (error) {
    // Only reachable if two checkouts ever named one provider order: the order that exists is the answer.
    if (repository.isUniqueViolation(error, 'orders_provider_order_id_key')) return { kind: 'existing' };
    throw error;
  }
}

/**
 * Confirms the checkout of a paid provider order. The caller has verified the payment (signature or webhook
 * HMAC, amount). Throws 404 for an unknown provider order and 409 (after refunding) when the stock is gone.
 */
export async function confirmCheckout(deps: OrdersDeps, proof: PaymentProof): Promise<Confirmation> {
  const outcome = await runConfirmation(deps, proof);
  switch (outcome.kind) {
    case 'missing':
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.paymentNotFound);
    case 'refund':
      await refund(deps, outcome);
      throw new AppError('CONFLICT', ORDER_MESSAGES.refundedOutOfStock);
    case 'existing': {
      const existing = await repository.findOrderByProviderOrderId(deps.db, proof.providerOrderId);
      if (!existing) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
      // A repeat (the webhook, a replay) also tries a capture still owed; the lease keeps it to one at a time.
      return { created: false, order: await afterCapture(deps, toOrder(existing)) };
    }
    case 'created': {
      // Awaited, so the answer (and the confirmation mail) normally shows the order paid.
      const order = await afterCapture(deps, toOrder(await readOrder(deps, outcome.orderId)));
      sendOrderConfirmation(deps, order);
      return { created: true, order };
    }
  }
}
