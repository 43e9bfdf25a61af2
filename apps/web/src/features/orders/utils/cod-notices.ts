// What the order pages tell the shopper beyond the status: a cash-on-delivery order waiting for its confirmation
// (docs/decisions/030-cash-on-delivery-risk.md), a cancel asked for after dispatch, a parcel that came back
// undelivered (docs/decisions/031-cancel-after-dispatch.md), and a return request waiting for the shop's answer.
import type { Order } from '@shop/shared/order.schemas';
import { isCancellable } from '@shop/shared/order-status';

/**
 * The order waits for the shopper's "Confirm order". Only while it is processing: a waiting order the shop ships is
 * confirmed by that, and one nobody confirmed is cancelled, which may leave its confirmation marked as awaiting.
 */
export function awaitsConfirmation(order: Order): boolean {
  return order.codConfirmation?.status === 'awaiting' && order.orderStatus === 'processing';
}

/** The Cancel Order button: offered while the status allows it, and not again once a cancel was requested. */
export function canCancel(order: Order): boolean {
  return isCancellable(order.orderStatus) && order.cancelRequest === null;
}

export type ParcelNotice =
  /** Asked to cancel after dispatch: completed when the parcel is back. */
  | { kind: 'cancel-requested'; reason: string; requestedAt: string }
  /** Asked to cancel, but the courier delivered it all the same: a return is the way now. */
  | { kind: 'delivered-anyway'; requestedAt: string }
  /** The parcel came back undelivered and the order was cancelled. */
  | { kind: 'returned'; at: string };

export function parcelNotice(order: Order): ParcelNotice | null {
  if (order.returnedToOriginAt) return { kind: 'returned', at: order.returnedToOriginAt };
  const request = order.cancelRequest;
  if (!request) return null;
  // Delivered all the same: a return is the way, and once one is asked for, its own notice speaks instead.
  if (order.orderStatus === 'delivered')
    return order.returnRequest ? null : { kind: 'delivered-anyway', requestedAt: request.requestedAt };
  // A request the shop settled otherwise (its own cancel, a return) is told by the status and the timeline.
  if (!isCancellable(order.orderStatus)) return null;
  return { kind: 'cancel-requested', reason: request.reason, requestedAt: request.requestedAt };
}

/**
 * A return request waits for the shop's answer: sent, and the order still delivered. The request changes no status;
 * the shop answers by moving the order along the return path (docs/product.md#orders-actions), which then says it.
 */
export function returnRequested(order: Order): boolean {
  return order.returnRequest !== null && order.orderStatus === 'delivered';
}
