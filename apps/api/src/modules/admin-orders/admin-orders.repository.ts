// SQL of the shop's order list and order detail: every shopper's orders with their account, searched and counted
// per status in one statement each, and an order's status history. Records are in paise and Dates.
import type { OrderStatus } from '@shop/shared/order-status';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, StatusActorKind } from '../../db/database.ts';

export interface OrderSearch {
  search?: string | undefined;
  status?: OrderStatus | undefined;
}

export interface CustomerRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The account columns of a row listed with its customer (users joined as `u`); customerOf reads them back. */
export const CUSTOMER_COLUMNS = [
  'u.id as userId',
  'u.email as userEmail',
  'u.first_name as userFirstName',
  'u.last_name as userLastName',
] as const;

export function customerOf(row: {
  userId: string;
  userEmail: string;
  userFirstName: string;
  userLastName: string;
}): CustomerRecord {
  return { id: row.userId, email: row.userEmail, firstName: row.userFirstName, lastName: row.userLastName };
}

export interface OrderSummaryRecord {
  id: string;
  orderNumber: string;
  createdAt: Date;
  orderStatus: string;
  total: number;
  paymentMethod: 'cod' | 'razorpay';
  paymentStatus: string;
  isPaid: boolean;
  itemCount: number;
  customer: CustomerRecord;
  returnRequestedAt: Date | null;
  returnHandledAt: Date | null;
}

export interface StatusChangeRecord {
  from: string;
  to: string;
  actorKind: StatusActorKind;
  actorId: string;
  actorEmail: string | null;
  reason: string | null;
  at: Date;
}

/** LIKE treats %, _ and \ specially: the admin's text is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Hex text of six characters or more is also tried as the start of an order id (ids are 24 hex characters). */
const ID_PREFIX = /^[a-f0-9]{6,24}$/;

/** Orders with their account, narrowed to those the search matches. */
function matching(db: Db, search: string | undefined) {
  const base = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
  if (!search) return base;
  const pattern = likePattern(search);
  const idPrefix = search.toLowerCase();
  return base.where((eb) => {
    const matches: Expression<SqlBool>[] = [
      // The order number whole or in part, in any case: "sn-2611-004213", "004213" (docs/decisions/036).
      eb('o.order_number', 'ilike', pattern),
      eb('o.email', 'ilike', pattern),
      eb('u.email', 'ilike', pattern),
      eb(sql<string>`o.first_name || ' ' || o.last_name`, 'ilike', pattern),
      eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
      eb.exists(
        eb
          .selectFrom('order_items as i')
          .select(sql.lit(1).as('one'))
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.name', 'ilike', pattern),
      ),
    ];
    if (ID_PREFIX.test(idPrefix)) matches.push(eb('o.id', 'like', `${idPrefix}%`));
    return eb.or(matches);
  });
}

function summaries(db: Db, search: string | undefined) {
  return matching(db, search)
    .leftJoin('order_return_requests as rr', 'rr.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_number as orderNumber',
      'o.created_at as createdAt',
      'o.order_status as orderStatus',
      'o.total',
      'o.payment_method as paymentMethod',
      'o.payment_status as paymentStatus',
      'o.is_paid as isPaid',
      ...CUSTOMER_COLUMNS,
      'rr.created_at as returnRequestedAt',
      'rr.handled_at as returnHandledAt',
      // A subquery in the same statement, on order_items' primary key: no query per order.
      sql<number>`(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id)`.as(
        'itemCount',
      ),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): OrderSummaryRecord {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt,
    orderStatus: row.orderStatus,
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    isPaid: row.isPaid,
    itemCount: Number(row.itemCount),
    customer: customerOf(row),
    returnRequestedAt: row.returnRequestedAt,
    returnHandledAt: row.returnHandledAt,
  };
}

/** One page of the matching orders, newest first. */
export async function listOrderSummaries(
  db: Db,
  filter: OrderSearch,
  offset: number,
  limit: number,
): Promise<OrderSummaryRecord[]> {
  let query = summaries(db, filter.search);
  if (filter.status) query = query.where('o.order_status', '=', filter.status);
  const rows = await query
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** How many matching orders each stored status has (statuses without orders are absent). */
export async function countByStatus(db: Db, search: string | undefined): Promise<Map<string, number>> {
  const rows = await matching(db, search)
    .select(['o.order_status as status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('o.order_status')
    .execute();
  return new Map(rows.map((row) => [row.status, row.count]));
}

export async function findCustomer(db: Db, userId: string): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name as firstName', 'last_name as lastName'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every status move of the order, oldest first, with the acting account's email. */
export async function statusHistory(db: Db, orderId: string): Promise<StatusChangeRecord[]> {
  return db
    .selectFrom('order_status_changes as c')
    .leftJoin('users as u', 'u.id', 'c.actor_id')
    .select([
      'c.from_status as from',
      'c.to_status as to',
      'c.actor_kind as actorKind',
      'c.actor_id as actorId',
      'u.email as actorEmail',
      'c.reason',
      'c.created_at as at',
    ])
    .where('c.order_id', '=', orderId)
    .orderBy('c.id')
    .execute();
}

/** The status the shop's newest move of the order to `to` came from (recorded by the status machine). */
export async function lastShopMoveFrom(
  db: Db,
  move: { orderId: string; adminId: string; to: OrderStatus },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_status_changes')
    .select('from_status')
    .where('order_id', '=', move.orderId)
    .where('actor_kind', '=', 'shop')
    .where('actor_id', '=', move.adminId)
    .where('to_status', '=', move.to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_status;
}
