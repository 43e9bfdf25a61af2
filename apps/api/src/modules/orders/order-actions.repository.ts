// SQL of what happens to a placed order: its row locked for a status change, the change itself with its
// timestamp, the one-time restock claim, the status history and the shopper's return request.
import type { OrderStatus } from '@shop/shared/order-status';
import { sql } from 'kysely';
import type { Db, OrdersTable, StatusActorKind } from '../../db/database.ts';
import { type StockChange, stockChanges } from './stock.repository.ts';

/** Each status's timestamp column (docs/product.md#orders-statuses statusTimestamps). */
const STATUS_COLUMNS = {
  processing: 'processed_at',
  shipped: 'shipped_at',
  'out of delivery': 'out_for_delivery_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
  'return accepted': 'return_accepted_at',
  returned: 'returned_at',
  'refund accepted': 'refund_accepted_at',
  refunded: 'refunded_at',
} as const satisfies Record<OrderStatus, keyof OrdersTable>;

export interface LockedOrder {
  id: string;
  userId: string;
  orderStatus: string;
  paymentMethod: 'cod' | 'razorpay';
  isPaid: boolean;
  paymentStatus: string;
  providerPaymentId: string | null;
  /** Cash on delivery waiting for the shopper's confirmation (docs/decisions/030). */
  codConfirmBy: Date | null;
  codConfirmedAt: Date | null;
  /** When it was delivered: the return window counts from it (docs/decisions/036). */
  deliveredAt: Date | null;
}

/** The order row, locked until the transaction ends: concurrent changes of one order run one after another. */
export async function lockOrder(db: Db, id: string): Promise<LockedOrder | undefined> {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'user_id as userId',
      'order_status as orderStatus',
      'payment_method as paymentMethod',
      'is_paid as isPaid',
      'payment_status as paymentStatus',
      'provider_payment_id as providerPaymentId',
      'cod_confirm_by as codConfirmBy',
      'cod_confirmed_at as codConfirmedAt',
      'delivered_at as deliveredAt',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Sets the status and stamps its timestamp only if it has none yet, so each step keeps its first time
 * (docs/product.md#orders-statuses). A reason, when given, is the cancel reason.
 */
export async function setStatus(db: Db, id: string, to: OrderStatus, reason: string | null): Promise<void> {
  const column = STATUS_COLUMNS[to];
  let update = db
    .updateTable('orders')
    .set('order_status', to)
    .set(column, sql<Date>`coalesce(${sql.ref(column)}, now())`);
  if (reason !== null) update = update.set('cancel_reason', reason);
  await update.where('id', '=', id).execute();
}

/**
 * A cash-on-delivery order handed over is paid: the courier collected the cash at delivery, so `paid_at` is the
 * delivery time (docs/decisions/012-order-actions.md, "Cash on delivery").
 */
export async function markCashCollected(db: Db, id: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ is_paid: true, payment_status: 'paid', paid_at: sql<Date>`coalesce(delivered_at, now())` })
    .where('id', '=', id)
    .where('payment_method', '=', 'cod')
    .where('is_paid', '=', false)
    .execute();
}

/** Claims the order's one restock: true only the first time (restocked_at was still null). */
export async function claimRestock(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set('restocked_at', sql<Date>`now()`)
    .where('id', '=', id)
    .where('restocked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Units per product and combination of options of the order, in product id then key order (the order stock is
 * always locked in): a variant's units go back to that variant (docs/decisions/037-variants.md).
 */
export async function orderedUnits(db: Db, id: string): Promise<StockChange[]> {
  const rows = await db
    .selectFrom('order_items')
    .select(['product_id as productId', 'quantity', 'filters'])
    .where('order_id', '=', id)
    .execute();
  return stockChanges(rows);
}

export async function recordStatusChange(
  db: Db,
  change: {
    orderId: string;
    from: string;
    to: OrderStatus;
    actorKind: StatusActorKind;
    actorId: string;
    reason: string | null;
  },
): Promise<void> {
  await db
    .insertInto('order_status_changes')
    .values({
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      actor_kind: change.actorKind,
      actor_id: change.actorId,
      reason: change.reason,
    })
    .execute();
}

export async function hasReturnRequest(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_return_requests')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the request; false when the order already has one (the primary key keeps it to one). */
export async function insertReturnRequest(
  db: Db,
  request: { orderId: string; userId: string; message: string },
): Promise<boolean> {
  const row = await db
    .insertInto('order_return_requests')
    .values({ order_id: request.orderId, user_id: request.userId, message: request.message })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The shopper confirmed their cash-on-delivery order (docs/decisions/030). */
export async function markCodConfirmed(db: Db, id: string): Promise<void> {
  await db
    .updateTable('orders')
    .set('cod_confirmed_at', sql<Date>`coalesce(cod_confirmed_at, now())`)
    .where('id', '=', id)
    .execute();
}

/**
 * Whether the order's confirmation window has ended by the database's clock: the clock pg-boss starts the expiry
 * job by, so a worker whose own clock runs behind still finds the order due (docs/decisions/030).
 */
export async function codConfirmationEnded(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select(sql<boolean>`cod_confirm_by <= now()`.as('ended'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.ended === true;
}

/** The parcel came back undelivered (docs/decisions/030); the first time is kept. */
export async function markReturnedToOrigin(db: Db, id: string): Promise<void> {
  await db
    .updateTable('orders')
    .set('returned_to_origin_at', sql<Date>`coalesce(returned_to_origin_at, now())`)
    .where('id', '=', id)
    .execute();
}

/** Records the shopper's cancel after dispatch; false when one was already recorded (docs/decisions/031). */
export async function insertCancelRequest(
  db: Db,
  request: { orderId: string; userId: string; reason: string },
): Promise<boolean> {
  const row = await db
    .insertInto('order_cancel_requests')
    .values({ order_id: request.orderId, user_id: request.userId, reason: request.reason })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function cancelRequestReason(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_cancel_requests')
    .select('reason')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.reason;
}
