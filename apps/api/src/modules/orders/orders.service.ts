// Reading one's orders (docs/product.md#orders-pages): the list, one order, and an order just written.

import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { OrdersDeps } from './orders.deps.ts';
import * as repository from './orders.repository.ts';
import { toOrder } from './orders.shapes.ts';

/** An order just written (or known to exist): its absence is a server fault, not the caller's. */
export async function readOrder(deps: OrdersDeps, id: string): Promise<repository.OrderRecord> {
  const record = await repository.findOrderById(deps.db, id);
  if (!record) throw new Error(`order ${id} vanished`);
  return record;
}

export async function listOrders(deps: OrdersDeps, userId: string): Promise<Order[]> {
  return (await repository.listUserOrders(deps.db, userId)).map(toOrder);
}

/** Another user's order and a malformed id both answer 404, so ids cannot be probed (docs/product.md#accounts-access). */
export async function getOrder(deps: OrdersDeps, userId: string, id: string): Promise<Order> {
  const record = idSchema.safeParse(id).success
    ? await repository.findUserOrder(deps.db, userId, id)
    : undefined;
  if (!record) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
  return toOrder(record);
}
