// The one place an order's status changes (docs/product.md#orders-statuses): the shopper's cancel and the shop's admin moves. One
// transaction locks the order, asks the shared status machine, stamps the step once, restocks a cancelled or
// returned order once, marks a paid online payment as owed back, adds the refund and the mail as jobs, so
// they happen exactly when the change commits (docs/decisions/025-background-jobs-on-pg-boss.md), credits
// the tax invoice of a cancelled or returned order (docs/decisions/029-gst-tax-invoices.md), and gives back the
// promotions an order cancelled before dispatch redeemed (docs/decisions/038-promotions.md).
import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { canTransition, isOrderStatus, type OrderStatus } from '@shop/shared/order-status';
import type { Db } from '../../db/database.ts';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { releaseOrderRedemptions } from '../promotions/redemptions.repository.ts';
import {
  cancelPurchaseOrders,
  partlyDispatched,
  partlyShipped,
} from '../suppliers/purchase-order-sending.service.ts';
import * as actions from './order-actions.repository.ts';
import { enqueueOrderRefund } from './order-refunds.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { inTransaction } from './orders.repository.ts';
import { readOrder } from './orders.service.ts';
import { toOrder } from './orders.shapes.ts';
import * as refunds from './refunds.repository.ts';
import * as stock from './stock.repository.ts';
import { creditReasonOf, issueCreditNote, ordersOwedCreditNotes } from './tax-invoices.repository.ts';

/** Who asks: a shopper may only cancel their own order; the shop may make every move of the machine. */
export type StatusActor = { kind: 'customer'; userId: string } | { kind: 'shop'; adminId: string };

export interface StatusChange {
  orderId: string;
  to: OrderStatus;
  actor: StatusActor;
  /** The cancel reason (required from a shopper); for other moves a note kept in the status history. */
  reason?: string | null;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
}

function refusal(from: string, to: OrderStatus): AppError {
  return new AppError(
    'CONFLICT',
    to === 'cancelled' ? ORDER_MESSAGES.notCancellable : ORDER_MESSAGES.statusChangeRefused(from, to),
  );
}

/** A cancel, and the shop's final refund of a returned order, give a paid online payment back (docs/product.md#orders-actions). */
function owesRefund(order: actions.LockedOrder, to: OrderStatus): boolean {
  return (
    (to === 'cancelled' || to === 'refunded') &&
    order.paymentMethod === 'razorpay' &&
    order.isPaid &&
    order.providerPaymentId !== null &&
    order.paymentStatus !== 'refund_pending' &&
    order.paymentStatus !== 'refunded'
  );
}

/**
 * A cancel before dispatch gives back the order's promotions (docs/decisions/038-promotions.md): their rows go and
 * their limits count them again, once (a second call finds no rows). Before dispatch: the order never reached
 * "shipped" (statuses only move forward) and no supplier sent a parcel of it, even one that came back. A cancel
 * after dispatch, or a return, keeps them counted: the shopper had the offer's goods on their way.
 */
async function giveBackPromotions(trx: Db, orderId: string, from: string): Promise<void> {
  if (from !== 'processing' || (await partlyDispatched(trx, orderId))) return;
  await releaseOrderRedemptions(trx, orderId);
}

/** Puts the order's units back, once: a second cancel (or a cancel racing a return) finds `restocked_at` set. */
async function restockOnce(trx: Db, orderId: string): Promise<void> {
  if (!(await actions.claimRestock(trx, orderId))) return;
  // Product by product in id order, like every stock change, so it never deadlocks with an order being placed;
  // a product that has left the catalogue gets nothing back.
  for (const change of await actions.orderedUnits(trx, orderId)) await stock.returnStock(trx, change);
}

export async function lockFor(trx: Db, change: StatusChange): Promise<actions.LockedOrder> {
  const order = await actions.lockOrder(trx, change.orderId);
  const customer = change.actor.kind === 'customer' ? change.actor : undefined;
  // Another shopper's order is as unknown as a missing one (docs/product.md#accounts-access).
  if (!order || (customer && order.userId !== customer.userId)) throw notFound();
  if (customer && change.to !== 'cancelled')
    throw new AppError('FORBIDDEN', ORDER_MESSAGES.onlyCancelByCustomer);
  return order;
}

/**
 * One move inside the caller's transaction (which must not hold other orders' locks): what a supplier's report
 * uses to move the order on once every purchase order reached a step (docs/decisions/027). `mail: false` records
 * a step the order passes through without its own mail.
 */
export async function applyStatusChange(
  deps: OrdersDeps,
  trx: Db,
  change: StatusChange,
  options: { mail?: boolean } = {},
): Promise<void> {
  await apply(deps, trx, change, change.reason?.trim() || null, options.mail ?? true);
}

async function apply(
  deps: OrdersDeps,
  trx: Db,
  change: StatusChange,
  reason: string | null,
  mail = true,
): Promise<void> {
  const order = await lockFor(trx, change);
  const from = order.orderStatus;
  if (!isOrderStatus(from) || !canTransition(from, change.to)) throw refusal(from, change.to);
  // Goods leave only for money taken: an authorized payment is captured first (docs/decisions/020).
  if (change.to === 'shipped' && order.paymentMethod === 'razorpay' && !order.isPaid) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.notPaidYet);
  }
  // A parcel a supplier already sent cannot be called back by the shopper; the shop may still cancel (and owns
  // what follows), docs/decisions/027-purchase-orders.md.
  if (change.to === 'cancelled' && change.actor.kind === 'customer' && (await partlyShipped(trx, order.id))) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.partlyShipped);
  }
  await actions.setStatus(trx, order.id, change.to, change.to === 'cancelled' ? reason : null);
  await actions.recordStatusChange(trx, {
    orderId: order.id,
    from,
    to: change.to,
    actorKind: change.actor.kind,
    actorId: change.actor.kind === 'customer' ? change.actor.userId : change.actor.adminId,
    reason,
  });
  // Delivered cash on delivery: the cash was collected. A collection that failed is a cancel with its reason
  // from out for delivery instead (the goods come back and are restocked).
  if (change.to === 'delivered' && order.paymentMethod === 'cod')
    await actions.markCashCollected(trx, order.id);
  // Promotion rows before product rows, as every transaction takes them (docs/decisions/038-promotions.md).
  if (change.to === 'cancelled') await giveBackPromotions(trx, order.id, from);
  // docs/product.md#checkout-server: a cancelled order, and a returned one (its goods are back with the shop), restock once.
  if (change.to === 'cancelled' || change.to === 'returned') await restockOnce(trx, order.id);
  // Suppliers stop what has not shipped, and are told so by a job (docs/decisions/027-purchase-orders.md).
  if (change.to === 'cancelled') await cancelPurchaseOrders(trx, deps.jobs, order.id);
  const refunding = owesRefund(order, change.to);
  if (refunding) {
    await refunds.markRefundPending(trx, order.id);
    await enqueueOrderRefund(trx, deps.jobs, order.id);
  }
  if (mail) await notify(deps, trx, order.id, change.to, refunding);
  // Last: the credit notes' counter row stays locked only until the commit (docs/decisions/029).
  if (change.to === 'cancelled' || change.to === 'returned') await issueCreditNote(trx, order.id, change.to);
}

async function notify(deps: OrdersDeps, trx: Db, orderId: string, to: OrderStatus, refunding: boolean) {
  if (to === 'cancelled') {
    await enqueueMail(trx, deps, { kind: 'order-cancelled', orderId, refunding });
  } else if (!(to === 'refunded' && refunding)) {
    // A refund the provider makes is announced by its own mail instead, once the money has gone back.
    await enqueueMail(trx, deps, { kind: 'order-status', orderId, status: to });
  }
}

/**
 * Moves an order along the status machine, or refuses: 404 for an unknown order (or another shopper's), 403
 * for a shopper's move other than cancel, 409 for a move the machine does not allow, 400 for a shopper's
 * cancel without a reason. Answers the order as it is after the move: a refund owed shows `refund_pending`
 * ("refund in progress") until its job has the provider's refund id.
 */
export async function changeOrderStatus(deps: OrdersDeps, change: StatusChange): Promise<Order> {
  if (!idSchema.safeParse(change.orderId).success) throw notFound();
  const reason = change.reason?.trim() || null;
  if (change.actor.kind === 'customer' && change.to === 'cancelled' && !reason) {
    throw new AppError('INVALID', MESSAGES.selectCancelReason);
  }
  await inTransaction(deps.db, (trx) => apply(deps, trx, change, reason));
  return toOrder(await readOrder(deps, change.orderId));
}

/** Orders the periodic credit sweep looks at per run; more wait for the next period. */
const OWED_CREDIT_BATCH = 100;

/**
 * Issues the credit note of every invoiced order cancelled or returned without one (periodic work): a process
 * older than credit notes may still move orders while a new version rolls out (docs/decisions/029). Each under the
 * order's lock in a transaction of its own, as a status change credits, so the two never credit an order twice.
 * Answers how many it issued.
 */
export async function creditOwedOrders(db: Db): Promise<number> {
  let issued = 0;
  for (const orderId of await ordersOwedCreditNotes(db, OWED_CREDIT_BATCH)) {
    const note = await inTransaction(db, async (trx) => {
      const order = await actions.lockOrder(trx, orderId);
      const reason = order && creditReasonOf(order.orderStatus);
      return reason ? issueCreditNote(trx, orderId, reason) : undefined;
    });
    if (note) issued += 1;
  }
  return issued;
}
