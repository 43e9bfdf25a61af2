// A shopper's return or refund request for a delivered order (docs/product.md#orders-actions: 'Request Return/Refund'): the message is
// stored for the shop, once per order, and confirmed by mail (a job added with the request). The shop answers by moving the order on
// (return accepted → returned → refund accepted → refunded) through changeOrderStatus. A request after the return window
// (RETURN_WINDOW_DAYS from the delivery day, India's calendar: docs/decisions/036, "One set of promises") is refused.
import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { RETURN_WINDOW_MESSAGES, returnWindowLastDay, returnWindowOpen } from '@shop/shared/return-window';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import * as actions from './order-actions.repository.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { inTransaction } from './orders.repository.ts';
import { readOrder } from './orders.service.ts';
import { toOrder } from './orders.shapes.ts';

/**
 * 404 for an unknown or another shopper's order; 409 when a request was already sent (checked first: it is the
 * more useful answer once the shop has moved the order on), the order is not delivered, or its return window has
 * closed. A delivered order without a delivery time (none is made so today) gets the benefit of the doubt.
 */
export async function requestReturn(
  deps: OrdersDeps,
  userId: string,
  orderId: string,
  message: string,
): Promise<Order> {
  if (!idSchema.safeParse(orderId).success) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
  await inTransaction(deps.db, async (trx) => {
    // The row lock keeps a request and a status change of the same order apart.
    const order = await actions.lockOrder(trx, orderId);
    if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
    if (await actions.hasReturnRequest(trx, orderId)) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.returnAlreadyRequested);
    }
    if (order.orderStatus !== 'delivered') throw new AppError('CONFLICT', ORDER_MESSAGES.returnOnlyDelivered);
    const days = deps.config.promises.returnWindowDays;
    if (order.deliveredAt && !returnWindowOpen(order.deliveredAt, days)) {
      const lastDay = returnWindowLastDay(order.deliveredAt, days);
      throw new AppError('CONFLICT', RETURN_WINDOW_MESSAGES.closed(days, lastDay));
    }
    if (!(await actions.insertReturnRequest(trx, { orderId, userId, message }))) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.returnAlreadyRequested);
    }
    // Sent by a worker once this commits (docs/decisions/025).
    await enqueueMail(trx, deps, { kind: 'return-requested', orderId });
  });
  return toOrder(await readOrder(deps, orderId));
}
