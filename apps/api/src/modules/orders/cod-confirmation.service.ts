// A new account's cash-on-delivery order waits for the shopper's confirmation (docs/decisions/030-cash-on-
// delivery-risk.md): its purchase orders are made only when it is confirmed, and a job cancels it, stock back,
// if it is still waiting when its time is up.
import { COD_MESSAGES } from '@shop/shared/cod';
import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import type { Job } from 'pg-boss';
import { AppError } from '../../lib/app-error.ts';
import { createPurchaseOrders } from '../suppliers/purchase-order-sending.service.ts';
import * as actions from './order-actions.repository.ts';
import { applyStatusChange } from './order-status.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { inTransaction } from './orders.repository.ts';
import { readOrder } from './orders.service.ts';
import { toOrder } from './orders.shapes.ts';

/** Who cancels an order nobody confirmed, in its status history. */
export const COD_CONFIRMATION_ACTOR_ID = 'cod-confirmation';

/**
 * POST /api/orders/{id}/confirm-cod: the shopper confirms their own order. A second confirmation (a double tap)
 * answers the order again; an order that needs none, or is no longer being prepared, is 409.
 */
export async function confirmCodOrder(deps: OrdersDeps, userId: string, orderId: string): Promise<Order> {
  if (!idSchema.safeParse(orderId).success) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
  await inTransaction(deps.db, async (trx) => {
    const order = await actions.lockOrder(trx, orderId);
    if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
    if (order.codConfirmBy === null || order.orderStatus !== 'processing') {
      throw new AppError('CONFLICT', COD_MESSAGES.notAwaiting);
    }
    if (order.codConfirmedAt !== null) return;
    await actions.markCodConfirmed(trx, orderId);
    // Now, and only now, the suppliers hear of it (docs/decisions/027-purchase-orders.md).
    await createPurchaseOrders(trx, deps.jobs, orderId);
  });
  return toOrder(await readOrder(deps, orderId));
}

/**
 * The job due when the confirmation window ends: an order still waiting is cancelled with its reason through the
 * status machine (stock back once, the cancellation mail). A confirmed, cancelled or shipped order is left alone.
 */
export async function expireCodConfirmationJob(deps: OrdersDeps, job: Job<object>): Promise<void> {
  const { orderId } = job.data as { orderId: string };
  await inTransaction(deps.db, async (trx) => {
    const order = await actions.lockOrder(trx, orderId);
    if (!order || order.codConfirmBy === null || order.codConfirmedAt !== null) return;
    if (order.orderStatus !== 'processing' || !(await actions.codConfirmationEnded(trx, orderId))) return;
    await applyStatusChange(deps, trx, {
      orderId,
      to: 'cancelled',
      actor: { kind: 'shop', adminId: COD_CONFIRMATION_ACTOR_ID },
      reason: COD_MESSAGES.notConfirmedReason(deps.config.cod.confirmHours),
    });
  });
}
