// SQL of the shoppers' return requests as the shop works through them: listed with their order and account,
// and marked handled once the shop has answered.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CUSTOMER_COLUMNS, type CustomerRecord, customerOf } from './admin-orders.repository.ts';

export interface ReturnRecord {
  orderId: string;
  orderNumber: string;
  message: string;
  requestedAt: Date;
  handledAt: Date | null;
  orderStatus: string;
  total: number;
  customer: CustomerRecord;
}

function returnRows(db: Db) {
  return db
    .selectFrom('order_return_requests as rr')
    .innerJoin('orders as o', 'o.id', 'rr.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'rr.order_id as orderId',
      'o.order_number as orderNumber',
      'rr.message',
      'rr.created_at as requestedAt',
      'rr.handled_at as handledAt',
      'o.order_status as orderStatus',
      'o.total',
      ...CUSTOMER_COLUMNS,
    ]);
}

type ReturnRow = Awaited<ReturnType<ReturnType<typeof returnRows>['executeTakeFirstOrThrow']>>;

function toRecord(row: ReturnRow): ReturnRecord {
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    message: row.message,
    requestedAt: row.requestedAt,
    handledAt: row.handledAt,
    orderStatus: row.orderStatus,
    total: row.total,
    customer: customerOf(row),
  };
}

/**
 * Open requests oldest first (the queue the shop works through; the partial index on open requests serves it),
 * otherwise newest first. `open` undefined lists every request.
 */
export async function listReturns(
  db: Db,
  open: boolean | undefined,
  offset: number,
  limit: number,
): Promise<{ returns: ReturnRecord[]; total: number }> {
  let rows = returnRows(db);
  let count = db.selectFrom('order_return_requests').select((eb) => eb.fn.countAll<number>().as('total'));
  if (open !== undefined) {
    rows = rows.where('rr.handled_at', open ? 'is' : 'is not', null);
    count = count.where('handled_at', open ? 'is' : 'is not', null);
  }
  const direction = open === true ? 'asc' : 'desc';
  const [found, { total }] = await Promise.all([
    rows
      .orderBy('rr.created_at', direction)
      .orderBy('rr.order_id', direction)
      .offset(offset)
      .limit(limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { returns: found.map(toRecord), total };
}

export async function findReturn(db: Db, orderId: string): Promise<ReturnRecord | undefined> {
  const row = await returnRows(db).where('rr.order_id', '=', orderId).executeTakeFirst();
  return row && toRecord(row);
}

/** Stamps the request handled if it is still open: true only for the call that closed it. */
export async function markHandled(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .updateTable('order_return_requests')
    .set('handled_at', sql<Date>`now()`)
    .where('order_id', '=', orderId)
    .where('handled_at', 'is', null)
    .returning('order_id')
    .executeTakeFirst();
  return row !== undefined;
}
