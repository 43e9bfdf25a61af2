// The shopper's cancel (docs/product.md#orders-actions). Before anything has shipped it is immediate, through the
// one status machine (docs/decisions/012). Once the order or a part of it has left (shipped, out for delivery, or a
// supplier shipped its part), it becomes a request: the order stays as it is, the suppliers are asked to bring the
// parcels back, and the cancel (restock once, refund once) happens when they are back (docs/decisions/031).
import { COD_MESSAGES } from '@shop/shared/cod';
import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import type { Db } from '../../db/database.ts';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  markShippedReturned,
  partlyDelivered,
  partlyDispatched,
  partlyShipped,
  requestReturnOfShipped,
} from '../suppliers/purchase-order-sending.service.ts';
import * as actions from './order-actions.repository.ts';
import { applyStatusChange, lockFor, type StatusActor } from './order-status.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { inTransaction } from './orders.repository.ts';
import { readOrder } from './orders.service.ts';
import { toOrder } from './orders.shapes.ts';

const DISPATCHED: readonly string[] = ['shipped', 'out of delivery'];

/** The cancel's outcome: `requested` when it waits for the parcel to come back. */
export interface CancelOutcome {
  order: Order;
  requested: boolean;
}

/** PUT /api/orders/{id}/cancel: the shopper cancels their own order with a reason. */
export async function cancelOrder(
  deps: OrdersDeps,
  userId: string,
  orderId: string,
  reason: string,
): Promise<CancelOutcome> {
  if (!idSchema.safeParse(orderId).success) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError('INVALID', MESSAGES.selectCancelReason);
  const change = { orderId, to: 'cancelled', actor: { kind: 'customer', userId }, reason: trimmed } as const;
  const requested = await inTransaction(deps.db, async (trx) => {
    const order = await lockFor(trx, change);
    const dispatched =
      DISPATCHED.includes(order.orderStatus) ||
      (order.orderStatus === 'processing' && (await partlyShipped(trx, order.id)));
    if (!dispatched) {
      await applyStatusChange(deps, trx, change);
      return false;
    }
    if (!(await actions.insertCancelRequest(trx, { orderId, userId, reason: trimmed }))) {
      throw new AppError('CONFLICT', COD_MESSAGES.cancelAlreadyRequested);
    }
    await requestReturnOfShipped(trx, deps.jobs, orderId);
    await enqueueMail(trx, deps, { kind: 'cancel-requested', orderId });
    return true;
  });
  return { order: toOrder(await readOrder(deps, orderId)), requested };
}

/**
 * The parcel came back undelivered (docs/decisions/030): the buyer refused it, or it was recalled after a cancel
 * request. In `trx`, which holds no other order's lock. The order is cancelled through the status machine with the
 * request's reason (or the note, or the shop's words), so it is restocked and a paid order refunded, once; the
 * account's count of returned parcels grows by one. Only from shipped or out for delivery, or a processing order
 * a supplier shipped part of, and no part of which was delivered; else 409.
 */
export async function returnedToOriginIn(
  deps: OrdersDeps,
  trx: Db,
  orderId: string,
  actor: StatusActor,
  note?: string,
): Promise<void> {
  const order = await actions.lockOrder(trx, orderId);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
  const dispatched =
    DISPATCHED.includes(order.orderStatus) ||
    (order.orderStatus === 'processing' && (await partlyDispatched(trx, order.id)));
  if (!dispatched) throw new AppError('CONFLICT', COD_MESSAGES.notDispatched);
  // A parcel the shopper took is theirs: cancelling the whole order would refund it and put it back on sale while
  // they keep it (a return is the way back for it, docs/decisions/031).
  if (await partlyDelivered(trx, order.id)) throw new AppError('CONFLICT', COD_MESSAGES.partlyDelivered);
  const reason =
    (await actions.cancelRequestReason(trx, orderId)) ??
    (note?.trim() || COD_MESSAGES.returnedToOriginReason);
  await actions.markReturnedToOrigin(trx, orderId);
  await markShippedReturned(trx, orderId);
  await applyStatusChange(deps, trx, { orderId, to: 'cancelled', actor, reason });
}

/** POST /api/admin/orders/{id}/returned-to-origin. */
export async function markReturnedToOrigin(
  deps: OrdersDeps,
  orderId: string,
  adminId: string,
  note?: string,
): Promise<Order> {
  if (!idSchema.safeParse(orderId).success) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
  await inTransaction(deps.db, (trx) =>
    returnedToOriginIn(deps, trx, orderId, { kind: 'shop', adminId }, note),
  );
  return toOrder(await readOrder(deps, orderId));
}
