// Turns the shop's order records (paise, Dates) into the admin API's shapes (rupees, ISO times).
import type {
  AdminCustomer,
  AdminOrderListItem,
  AdminReturnListItem,
  OrderStatusCounts,
  StatusChangeEntry,
} from '@shop/shared/admin-orders.schemas';
import { toRupees } from '@shop/shared/money';
import { ORDER_STATUSES } from '@shop/shared/order-status';
import type { CustomerRecord, OrderSummaryRecord, StatusChangeRecord } from './admin-orders.repository.ts';
import type { ReturnRecord } from './returns.repository.ts';

export function toCustomer(record: CustomerRecord): AdminCustomer {
  return {
    _id: record.id,
    email: record.email,
    name: `${record.firstName} ${record.lastName}`.trim(),
  };
}

function returnState(record: OrderSummaryRecord): AdminOrderListItem['returnRequest'] {
  if (!record.returnRequestedAt) return null;
  return record.returnHandledAt ? 'handled' : 'open';
}

export function toListItem(record: OrderSummaryRecord): AdminOrderListItem {
  return {
    _id: record.id,
    orderNumber: record.orderNumber,
    createdAt: record.createdAt.toISOString(),
    orderStatus: record.orderStatus,
    total: toRupees(record.total),
    paymentMethod: record.paymentMethod,
    paymentStatus: record.paymentStatus,
    isPaid: record.isPaid,
    itemCount: record.itemCount,
    customer: toCustomer(record.customer),
    returnRequest: returnState(record),
  };
}

export function toStatusChange(record: StatusChangeRecord): StatusChangeEntry {
  return {
    from: record.from,
    to: record.to,
    actor: { kind: record.actorKind, _id: record.actorId, email: record.actorEmail },
    reason: record.reason,
    at: record.at.toISOString(),
  };
}

export function toReturnItem(record: ReturnRecord): AdminReturnListItem {
  return {
    orderId: record.orderId,
    orderNumber: record.orderNumber,
    message: record.message,
    requestedAt: record.requestedAt.toISOString(),
    handled: record.handledAt !== null,
    handledAt: record.handledAt?.toISOString() ?? null,
    orderStatus: record.orderStatus,
    total: toRupees(record.total),
    customer: toCustomer(record.customer),
  };
}

/** Every wire status with its count (0 when no order has it); a stored status outside them is left out. */
export function toStatusCounts(counted: ReadonlyMap<string, number>): OrderStatusCounts {
  return Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, counted.get(status) ?? 0]),
  ) as OrderStatusCounts;
}
