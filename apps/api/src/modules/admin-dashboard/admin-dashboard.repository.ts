// SQL of the back office's dashboard: a handful of aggregate statements, each over whole tables or an index range,
// never a query per row. Money in paise.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PRODUCT_LINE_COLUMNS } from '../../db/product-columns.ts';

export interface ProductCounts {
  live: number;
  archived: number;
}

export interface RevenueDayRecord {
  /** `YYYY-MM-DD` in the shop's time zone. */
  date: string;
  revenue: number;
  orders: number;
}

export interface LowStockRecord {
  id: string;
  name: string;
  image: string | null;
  category: string;
  countInStock: number;
}

export async function productCounts(db: Db): Promise<ProductCounts> {
  const row = await db
    .selectFrom('products')
    .select([
      sql<number>`count(*) filter (where archived_at is null)`.as('live'),
      sql<number>`count(*) filter (where archived_at is not null)`.as('archived'),
    ])
    .executeTakeFirstOrThrow();
  return { live: Number(row.live), archived: Number(row.archived) };
}

export async function customerCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'customer')
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Revenue of each of the last `days` calendar days in `timeZone`, today last, every day present (0 without
 * orders). A day is that zone's midnight to midnight; cancelled orders bring no money. The orders are read
 * through the creation-date index from the first day's midnight on.
 */
export async function revenueByDay(db: Db, timeZone: string, days: number): Promise<RevenueDayRecord[]> {
  const { rows } = await sql<RevenueDayRecord>`
    with bounds as (
      select (now() at time zone ${timeZone})::date as today
    ),
    calendar as (
      select (bounds.today - n)::date as day from bounds, generate_series(0, ${days - 1}::int) as n
    ),
    sums as (
      select (o.created_at at time zone ${timeZone})::date as day, sum(o.total) as revenue, count(*) as orders
      from orders o, bounds
      where o.created_at >= ((bounds.today - ${days - 1}::int)::timestamp at time zone ${timeZone})
        and o.order_status <> 'cancelled'
      group by 1
    )
    select to_char(calendar.day, 'YYYY-MM-DD') as date,
           coalesce(sums.revenue, 0)::bigint as revenue,
           coalesce(sums.orders, 0)::bigint as orders
    from calendar left join sums on sums.day = calendar.day
    order by calendar.day`.execute(db);
  return rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: Number(row.orders) }));
}

/** Live products with at most `threshold` units, fewest first. */
export async function lowStock(db: Db, threshold: number, limit: number): Promise<LowStockRecord[]> {
  return db
    .selectFrom('products')
    .select(PRODUCT_LINE_COLUMNS)
    .where('archived_at', 'is', null)
    .where('count_in_stock', '<=', threshold)
    .orderBy('count_in_stock')
    .orderBy('id')
    .limit(limit)
    .execute();
}
