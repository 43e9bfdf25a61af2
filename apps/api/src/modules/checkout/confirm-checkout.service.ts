// Turns a paid pending checkout into its one order (docs/product.md#payment-online). The browser's POST, the provider callback and
// the webhook all end here; the checkout's row lock serialises them and `orders.provider_order_id` is unique,
// so however many arrive, and in whatever order, there is exactly one order and one stock decrement. A payment
// the provider only authorized makes an unpaid order, captured right after (docs/decisions/020). The order is
// made with exactly the figures payment/process charged: the checkout's lines, price summary and promotions, whose
// redemptions the hold took and the order now keeps (docs/decisions/038-promotions.md).
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { PROMOTION_MESSAGES } from '@shop/shared/promotion.schemas';
import type { Db } from '../../db/database.ts';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import * as repository from '../orders/orders.repository.ts';
import { readOrder } from '../orders/orders.service.ts';
import { toOrder } from '../orders/orders.shapes.ts';
import * as stock from '../orders/stock.repository.ts';
import { numberInvoice } from '../orders/tax-invoices.repository.ts';
import {
  forgetUsedCartCoupon,
  moveToOrder,
  releaseCheckoutRedemptions,
  takeRedemptions,
} from '../promotions/redemptions.repository.ts';
import { createPurchaseOrders } from '../suppliers/purchase-order-sending.service.ts';
import { type CaptureClaim, claimCapture } from './captures.repository.ts';
import { attemptCapture, settleCapture } from './captures.service.ts';
import { removeCartLines } from './checkout.repository.ts';
import { stockNeeded } from './checkout-pricing.service.ts';
import { promotionName } from './checkout-promotions.service.ts';
import { enqueueCheckoutRefund } from './checkout-refunds.service.ts';
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
  /** `capture`: the lease of the first capture attempt of an authorized payment, taken with the order. */
  | { kind: 'created'; orderId: string; capture?: CaptureClaim }
  | { kind: 'existing' }
  | { kind: 'missing' }
  /** Paid, but opened with the amount alone and still without an address: no order yet (docs/decisions/036). */
  | { kind: 'awaiting-details' }
  /**
   * The stock was gone: the payment goes back by a refund job; `refunded` once the provider gave its id. `message`:
   * when it was a promotion's limit that was gone instead, the words naming it.
   */
  | { kind: 'refund'; refunded: boolean; message?: string };

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

async function confirmInTransaction(deps: OrdersDeps, trx: Db, proof: PaymentProof): Promise<Outcome> {
  const checkout = await checkouts.findCheckoutByProviderOrder(trx, proof.providerOrderId, true);
  if (!checkout) return { kind: 'missing' };
  if (checkout.status === 'confirmed') return { kind: 'existing' };
  if (checkout.status === 'refunded') {
    // Its refund job was added when it was marked; adding it again is a no-op (one job per checkout), and
    // gives a checkout refunded before refunds were jobs its job.
    const paymentId = checkout.providerPaymentId ?? proof.paymentId;
    if (!checkout.refundId) await enqueueCheckoutRefund(trx, deps.jobs, checkout.id, paymentId);
    return { kind: 'refund', refunded: checkout.refundId !== null };
  }
  if (proof.paymentStatus === null) throw new AppError('CONFLICT', MESSAGES.paymentFailed);
  const { personalInfo, shippingInfo } = checkout;
  if (personalInfo === null || shippingInfo === null) {
    if (checkout.status === 'pending') {
      // Kept so that the expiry sweep refunds it if the shopper's POST with the address never comes.
      await checkouts.recordPayment(trx, checkout.id, proof.paymentId);
      return { kind: 'awaiting-details' };
    }
    // The hold already ended without an address: nothing will ever place it, so the payment goes back.
    await checkouts.markRefunded(trx, checkout.id, proof.paymentId);
    await enqueueCheckoutRefund(trx, deps.jobs, checkout.id, proof.paymentId);
    return { kind: 'refund', refunded: false };
  }
  // The hold ended (expired, or failed) before the payment arrived: its promotions' redemptions, then its stock,
  // must be there again (promotion rows before product rows, as every transaction takes them). If either is
  // gone, the payment goes back: the refund job is part of this transaction (docs/decisions/025). An authorized
  // payment is never captured, so the job finds nothing to refund (docs/decisions/020).
  if (!checkout.stockHeld) {
    const refuse = async (message?: string): Promise<Outcome> => {
      await checkouts.markRefunded(trx, checkout.id, proof.paymentId);
      await enqueueCheckoutRefund(trx, deps.jobs, checkout.id, proof.paymentId);
      return { kind: 'refund', refunded: false, ...(message !== undefined && { message }) };
    };
    const refusal = await takeRedemptions(trx, checkout.userId, checkout.promotions, {
      checkoutId: checkout.id,
    });
    if (refusal) return refuse(PROMOTION_MESSAGES.refundingPromotionGone(promotionName(refusal.promotion)));
    if (!(await retakeStock(trx, checkout))) {
      await releaseCheckoutRedemptions(trx, [checkout.id]);
      return refuse();
    }
  }
  const orderId = newId();
  const inserted = await repository.insertOrder(trx, {
    id: orderId,
    orderNumberPrefix: deps.config.shop.orderNumberPrefix,
    userId: checkout.userId,
    paymentMethod: 'razorpay',
    // Paid only once captured: an authorized payment can still lapse (docs/decisions/020).
    isPaid: proof.paymentStatus === 'captured',
    paymentStatus: proof.paymentStatus,
    providerOrderId: proof.providerOrderId,
    providerPaymentId: proof.paymentId,
    providerSignature: proof.signature,
    personalInfo,
    shipping: shippingInfo,
    totals: checkout.priceSummary,
    lines: checkout.lines,
    promotions: checkout.promotions,
    seller: deps.config.gst,
    shippingSpeed: checkout.shippingSpeed,
    deliveryBy: checkout.deliveryBy,
  });
  await checkouts.markConfirmed(trx, checkout.id, orderId, proof.paymentId);
  await moveToOrder(trx, checkout.id, orderId);
  await removeCartLines(trx, checkout.userId, checkout.lines);
  const code = checkout.promotions.find((promotion) => promotion.code !== null)?.code;
  if (code) await forgetUsedCartCoupon(trx, checkout.userId, code);
  await enqueueMail(trx, deps, { kind: 'order-placed', orderId });
  // Paid (captured) now: the suppliers' purchase orders go with it; an authorized payment gets them when its
  // capture is recorded (docs/decisions/027-purchase-orders.md).
  if (proof.paymentStatus === 'captured') await createPurchaseOrders(trx, deps.jobs, orderId);
  // The first capture attempt is this confirmation's: its lease is taken before the order is visible, so the
  // periodic sweep cannot start one between the commit and the attempt (docs/decisions/020).
  const capture = proof.paymentStatus === 'authorized' ? await claimCapture(trx, orderId) : undefined;
  // Last: the year's invoice counter stays locked only until the commit (docs/decisions/029).
  if (inserted.taxInvoice) await numberInvoice(trx, orderId, inserted.createdAt);
  return { kind: 'created', orderId, capture };
}

/** Makes one capture attempt when the order's payment waits for it, and answers the order as it is then. */
async function afterCapture(deps: OrdersDeps, order: Order): Promise<Order> {
  if (order.paymentInfo?.status !== 'authorized') return order;
  await settleCapture(deps, order._id);
  return toOrder(await readOrder(deps, order._id));
}

async function runConfirmation(deps: OrdersDeps, proof: PaymentProof): Promise<Outcome> {
  try {
    return await repository.inTransaction(deps.db, (trx) => confirmInTransaction(deps, trx, proof));
  } catch (error) {
    // Only reachable if two checkouts ever named one provider order: the order that exists is the answer.
    if (repository.isUniqueViolation(error, 'orders_provider_order_id_key')) return { kind: 'existing' };
    throw error;
  }
}

/**
 * Confirms the checkout of a paid provider order. The caller has verified the payment (signature or webhook
 * HMAC, amount). Throws 404 for an unknown provider order and 409 when the stock is gone: "refund in progress"
 * until the refund job has the provider's refund id, "refunded" after.
 */
export async function confirmCheckout(deps: OrdersDeps, proof: PaymentProof): Promise<Confirmation> {
  const outcome = await runConfirmation(deps, proof);
  switch (outcome.kind) {
    case 'missing':
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.paymentNotFound);
    case 'awaiting-details':
      throw new AppError('CONFLICT', ORDER_MESSAGES.awaitingDetails);
    case 'refund':
      throw new AppError(
        'CONFLICT',
        outcome.message ??
          (outcome.refunded ? ORDER_MESSAGES.refundedOutOfStock : ORDER_MESSAGES.refundingOutOfStock),
      );
    case 'existing': {
      const existing = await repository.findOrderByProviderOrderId(deps.db, proof.providerOrderId);
      if (!existing) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
      // A repeat (the webhook, a replay) also tries a capture still owed; the lease keeps it to one at a time.
      return { created: false, order: await afterCapture(deps, toOrder(existing)) };
    }
    case 'created': {
      // Awaited, so the answer shows the order paid unless the capture failed.
      if (outcome.capture) await attemptCapture(deps, outcome.capture);
      return { created: true, order: toOrder(await readOrder(deps, outcome.orderId)) };
    }
  }
}
