// SQL of the dashboard's margins (docs/decisions/028-delivery-estimates-and-margins.md): sums over the order lines
// of the last days, from the prices, discounts and cost prices the lines kept when sold. Money in paise.
import { UNCOUNTED_STATUSES } from '@shop/shared/order-status';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface MarginSums {
  revenue: number;
  cost: number;
  /** Revenue of the lines with a known cost price. */
  costedRevenue: number;
  costedLines: number;
}

export interface MarginDayRecord extends MarginSums {
  date: string;
}

export interface SupplierMarginRecord extends MarginSums {
  supplierId: string | null;
  name: string | null;
}

export interface BelowCostRecord {
  id: string;
  name: string;
  supplierName: string | null;
  costPrice: number;
  lowestPrice: number;
}

interface SumRow {
  revenue: string | number;
  cost: string | number;
  costed_revenue: string | number;
  costed_lines: string | number;
}

/**
 * A line's revenue is what the shopper paid for it: price × quantity less its share of the order's promotions
 * (`discount`, docs/decisions/038-promotions.md), as the promotion report counts it.
 */
const sums = sql`
  coalesce(sum(oi.price::bigint * oi.quantity - oi.discount), 0) as revenue,
  coalesce(sum(oi.cost_price::bigint * oi.quantity), 0) as cost,
  coalesce(sum(oi.price::bigint * oi.quantity - oi.discount) filter (where oi.cost_price is not null), 0)
    as costed_revenue,
  count(*) filter (where oi.cost_price is not null) as costed_lines`;

function toSums(row: SumRow): MarginSums {
  return {
    revenue: Number(row.revenue),
    cost: Number(row.cost),
    costedRevenue: Number(row.costed_revenue),
    costedLines: Number(row.costed_lines),
  };
}

/** The counted lines of orders placed from the first of the last `days` days (in `timeZone`) on. */
function countedLines(timeZone: string, days: number) {
  return sql`
    select oi.*, (o.created_at at time zone ${timeZone})::date as day
    from orders o join order_items oi on oi.order_id = o.id
    where o.created_at >= (((now() at time zone ${timeZone})::date - ${days - 1}::int)::timestamp
                           at time zone ${timeZone})
      and o.order_status not in (${sql.join(UNCOUNTED_STATUSES)})`;
}

/** Each of the last `days` days, today last, every day present. */
export async function marginsByDay(db: Db, timeZone: string, days: number): Promise<MarginDayRecord[]> {
  const { rows } = await sql<SumRow & { date: string }>`
    with calendar as (
      select ((now() at time zone ${timeZone})::date - n)::date as day from generate_series(0, ${days - 1}::int) n
    ),
    oi as (${countedLines(timeZone, days)})
    select to_char(calendar.day, 'YYYY-MM-DD') as date, ${sums}
    from calendar left join oi on oi.day = calendar.day
    group by calendar.day
    order by calendar.day`.execute(db);
  return rows.map((row) => ({ date: row.date, ...toSums(row) }));
}

/** Per supplier the lines were sold with (null: none), highest revenue first. */
export async function marginsBySupplier(
  db: Db,
  timeZone: string,
  days: number,
): Promise<SupplierMarginRecord[]> {
  const { rows } = await sql<SumRow & { supplier_id: string | null; name: string | null }>`
    with oi as (${countedLines(timeZone, days)})
    select oi.supplier_id, s.name, ${sums}
    from oi left join suppliers s on s.id = oi.supplier_id
    group by oi.supplier_id, s.name
    order by revenue desc, s.name nulls last`.execute(db);
  return rows.map((row) => ({ supplierId: row.supplier_id, name: row.name, ...toSums(row) }));
}

/**
 * Live products whose cost price is above the lowest price a shopper can pay: the default price, or with option
 * prices the sum over priced options of each one's cheapest value (decisions 002's rule), worst first.
 */
export async function belowCost(db: Db, limit: number): Promise<BelowCostRecord[]> {
  const { rows } = await sql<{
    id: string;
    name: string;
    supplier_name: string | null;
    cost_price: number;
    lowest_price: string | number;
  }>`
    with priced as (
      select p.id, p.name, p.cost_price, p.supplier_id,
        least(p.display_price, coalesce((
          select sum(cheapest) from (
            select min(case when (a->>'discountPrice')::numeric > 0 then (a->>'discountPrice')::numeric
                            else (a->>'price')::numeric end) as cheapest
            from jsonb_array_elements(p.filters) with ordinality as f(filter, position),
                 jsonb_array_elements(f.filter->'priceAdjustments') as a
            group by f.position
          ) per_option
        ), p.display_price))::bigint as lowest_price
      from products p
      where p.archived_at is null and p.cost_price is not null
    )
    select priced.id, priced.name, s.name as supplier_name, priced.cost_price, priced.lowest_price
    from priced left join suppliers s on s.id = priced.supplier_id
    where priced.cost_price > priced.lowest_price
    order by priced.cost_price - priced.lowest_price desc, priced.id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    supplierName: row.supplier_name,
    costPrice: row.cost_price,
    lowestPrice: Number(row.lowest_price),
  }));
}
