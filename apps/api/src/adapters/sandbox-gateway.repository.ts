// Storage of the sandbox gateway's orders, payments and refunds. Functions take `db` or a transaction first,
// so SandboxGateway decides what runs together; the `lock…` reads hold their row until the transaction ends.
import type { Selectable } from 'kysely';
import type {
  Db,
  SandboxOrdersTable,
  SandboxPaymentStatus,
  SandboxPaymentsTable,
  SandboxRefundsTable,
} from '../db/database.ts';

export type SandboxOrderRow = Selectable<SandboxOrdersTable>;
export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type SandboxRefundRow = Selectable<SandboxRefundsTable>;

export async function insertOrder(
  db: Db,
  order: { id: string; amount: number; receipt: string; notes: Record<string, string> },
): Promise<SandboxOrderRow> {
  return db
    .insertInto('sandbox_orders')
    .values({ ...order, notes: JSON.stringify(order.notes) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findOrder(db: Db, id: string): Promise<SandboxOrderRow | undefined> {
  return db.selectFrom('sandbox_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockOrder(db: Db, id: string): Promise<SandboxOrderRow | undefined> {
  return db.selectFrom('sandbox_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Counts one more payment attempt and moves the order to `status`. */
export async function recordAttempt(db: Db, id: string, status: 'attempted' | 'paid'): Promise<void> {
  await db
    .updateTable('sandbox_orders')
    .set((eb) => ({ status, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** An order is paid once one of its payments is captured (an authorized payment leaves it `attempted`). */
export async function markOrderPaid(db: Db, id: string): Promise<void> {
  await db.updateTable('sandbox_orders').set({ status: 'paid' }).where('id', '=', id).execute();
}

/** True when the order has a payment that did not fail (authorized, captured or refunded). */
export async function hasSuccessfulPayment(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sandbox_payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '<>', 'failed')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPayment(
  db: Db,
  payment: { id: string; order_id: string; amount: number; status: SandboxPaymentStatus },
): Promise<SandboxPaymentRow> {
  return db.insertInto('sandbox_payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export async function findPayment(db: Db, id: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockPayment(db: Db, id: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Moves an authorized payment to captured; the caller holds its row lock and checked it was authorized. */
export async function setCaptured(db: Db, id: string): Promise<SandboxPaymentRow> {
  return db
    .updateTable('sandbox_payments')
    .set({ status: 'captured' })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setRefunded(
  db: Db,
  id: string,
  refunded: { amount_refunded: number; status: SandboxPaymentStatus },
): Promise<void> {
  await db.updateTable('sandbox_payments').set(refunded).where('id', '=', id).execute();
}

export async function insertRefund(
  db: Db,
  refund: { id: string; payment_id: string; amount: number },
): Promise<SandboxRefundRow> {
  return db.insertInto('sandbox_refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

export async function refundsOfPayment(db: Db, paymentId: string): Promise<SandboxRefundRow[]> {
  return db
    .selectFrom('sandbox_refunds')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
