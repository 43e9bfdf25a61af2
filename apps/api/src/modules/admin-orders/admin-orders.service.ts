// The shop's orders (docs/decisions/014-admin-orders-and-homepage.md, docs/product.md#admin-orders, docs/decisions/014): the list and one order as the back office reads
// them, and status moves, which all go through the orders module's one status machine (it restocks, refunds,
// stamps and mails); this module adds the audit entry and closes an answered return request.

import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderStatusRequest,
  type AdminOrderStatusResponse,
} from '@shop/shared/admin-orders.schemas';
import type { ReturnedToOriginRequest } from '@shop/shared/cod';
import { idSchema } from '@shop/shared/common.schemas';
import {
  ALLOWED_TRANSITIONS,
  isOrderStatus,
  type OrderStatus,
  STATUS_LABELS,
} from '@shop/shared/order-status';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFigures, pageOffset } from '../../lib/paging.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import { markReturnedToOrigin } from '../orders/order-cancel.service.ts';
import { changeOrderStatus } from '../orders/order-status.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { findOrderById } from '../orders/orders.repository.ts';
import { toOrder } from '../orders/orders.shapes.ts';
import * as repository from './admin-orders.repository.ts';
import { toCustomer, toListItem, toStatusChange, toStatusCounts } from './admin-orders.shapes.ts';
import * as returns from './returns.repository.ts';

/** Moves that answer a shopper's return request: reaching one of them closes the request. */
const RETURN_ANSWERS: ReadonlySet<OrderStatus> = new Set([
  'return accepted',
  'returned',
  'refund accepted',
  'refunded',
]);

function notFound(): AppError {
  return new AppError('NOT_FOUND', ADMIN_ORDER_MESSAGES.orderNotFound);
}

export async function listOrders(db: Db, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const filter = { search: query.search, status: query.status };
  const [counted, page] = await Promise.all([
    repository.countByStatus(db, query.search),
    repository.listOrderSummaries(db, filter, pageOffset(query.page, query.limit), query.limit),
  ]);
  // The per-status counts already hold the total, so the list costs no separate count(*).
  const total = query.status
    ? (counted.get(query.status) ?? 0)
    : [...counted.values()].reduce((sum, n) => sum + n, 0);
  return {
    orders: page.map(toListItem),
    ...pageFigures(total, query.page, query.limit),
    counts: toStatusCounts(counted),
  };
}

export async function getOrderDetail(db: Db, orderId: string): Promise<AdminOrderDetail> {
  const record = idSchema.safeParse(orderId).success ? await findOrderById(db, orderId) : undefined;
  if (!record) throw notFound();
  const [customer, history, request] = await Promise.all([
    repository.findCustomer(db, record.userId),
    repository.statusHistory(db, orderId),
    returns.findReturn(db, orderId),
  ]);
  // orders.user_id references users without cascade: the account exists while its orders do.
  if (!customer) throw new Error(`order ${orderId} has no account`);
  const status = record.orderStatus;
  return {
    order: toOrder(record),
    customer: toCustomer(customer),
    returnRequest: request
      ? {
          message: request.message,
          requestedAt: request.requestedAt.toISOString(),
          handledAt: request.handledAt?.toISOString() ?? null,
        }
      : null,
    history: history.map(toStatusChange),
    nextStatuses: isOrderStatus(status) ? [...ALLOWED_TRANSITIONS[status]] : [],
  };
}

/**
 * The shop moves an order (any move of the machine; others are its 409). The status machine commits its own
 * transaction and then mails and refunds, so the audit entry and the return request's `handled_at` follow in a
 * second one; the history row the machine wrote tells where the order came from.
 */
export async function changeStatus(
  deps: OrdersDeps,
  adminId: string,
  orderId: string,
  body: AdminOrderStatusRequest,
): Promise<AdminOrderStatusResponse> {
  const to = body.status;
  const reason = body.reason || null;
  const order = await changeOrderStatus(deps, { orderId, to, actor: { kind: 'shop', adminId }, reason });
  await deps.db.transaction().execute(async (trx) => {
    const from = await repository.lastShopMoveFrom(trx, { orderId, adminId, to });
    const returnHandled = RETURN_ANSWERS.has(to) && (await returns.markHandled(trx, orderId));
    await recordAudit(trx, {
      actorId: adminId,
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { orderStatus: from ?? null },
      after: {
        orderStatus: order.orderStatus,
        reason,
        paymentStatus: order.paymentInfo?.status ?? null,
        returnHandled,
      },
    });
  });
  const detail = await getOrderDetail(deps.db, orderId);
  return { message: ADMIN_ORDER_MESSAGES.statusChanged(STATUS_LABELS[to]), ...detail };
}

/**
 * POST /api/admin/orders/{id}/returned-to-origin: the parcel came back undelivered (docs/decisions/030). The order
 * is cancelled with the shopper's request reason, the note or the shop's words; audited like a status move.
 */
export async function returnedToOrigin(
  deps: OrdersDeps,
  adminId: string,
  orderId: string,
  body: ReturnedToOriginRequest,
): Promise<AdminOrderStatusResponse> {
  const order = await markReturnedToOrigin(deps, orderId, adminId, body.note);
  await recordAudit(deps.db, {
    actorId: adminId,
    action: 'order.returned_to_origin',
    entity: 'order',
    entityId: orderId,
    before: null,
    after: {
      orderStatus: order.orderStatus,
      reason: order.cancelReason,
      paymentStatus: order.paymentInfo?.status ?? null,
    },
  });
  const detail = await getOrderDetail(deps.db, orderId);
  return { message: ADMIN_ORDER_MESSAGES.returnedToOrigin, ...detail };
}
