// GST credit notes (docs/decisions/029-gst-tax-invoices.md): an invoiced order that is cancelled, or whose goods
// come back, gets one credit note reversing its invoice in full. A series of its own, numbered like invoices from
// one counter row per financial year in the transaction of the status change; issued once, never changed.
import { type Kysely, sql } from 'kysely';

const FINANCIAL_YEAR = sql`'^[0-9]{4}-[0-9]{2}$'`;

/**
 * Credits the invoiced orders that were cancelled or returned before credit notes existed (their status moved on
 * and will never pass "cancelled" or "returned" again): one note each, dated now, numbered on from the counter of
 * today's financial year in the order they were cancelled or returned.
 */
export async function creditEarlierOrders(db: Kysely<unknown>): Promise<void> {
  await sql`
    with today as (
      select (now() at time zone 'Asia/Kolkata') as local
    ), year as (
      select extract(year from local)::int - case when extract(month from local) < 4 then 1 else 0 end as start
      from today
    ), fy as (
      select start::text || '-' || lpad(((start + 1) % 100)::text, 2, '0') as name,
             lpad((start % 100)::text, 2, '0') || '-' || lpad(((start + 1) % 100)::text, 2, '0') as short
      from year
    ), owed as (
      select invoice.order_id,
             case when orders.order_status = 'cancelled' then 'cancelled' else 'returned' end as reason,
             row_number() over (
               order by coalesce(orders.cancelled_at, orders.returned_at, orders.created_at), invoice.order_id
             ) as position
      from order_invoices invoice
      join orders on orders.id = invoice.order_id
      left join order_credit_notes note on note.order_id = invoice.order_id
      where invoice.invoice_number is not null and note.order_id is null
        and orders.order_status in ('cancelled', 'returned', 'refund accepted', 'refunded')
    ), counted as (
      insert into credit_note_counters (financial_year, last_number)
      select fy.name, (select count(*) from owed) from fy where exists (select 1 from owed)
      on conflict (financial_year) do update
        set last_number = credit_note_counters.last_number + excluded.last_number
      returning last_number - (select count(*) from owed) as before
    )
    insert into order_credit_notes (order_id, credit_note_number, financial_year, sequence, issued_at, reason)
    select owed.order_id, 'CN/' || fy.short || '/' || lpad((counted.before + owed.position)::text, 6, '0'),
           fy.name, counted.before + owed.position, now(), owed.reason
    from owed, fy, counted`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_note_counters (
      financial_year text primary key check (financial_year ~ ${FINANCIAL_YEAR}),
      last_number integer not null check (last_number > 0)
    )`.execute(db);

  // One per invoice: it credits every line of it, so it holds no lines of its own.
  await sql`
    create table order_credit_notes (
      order_id text primary key references order_invoices (order_id) on delete cascade,
      credit_note_number text not null unique,
      financial_year text not null check (financial_year ~ ${FINANCIAL_YEAR}),
      sequence integer not null check (sequence > 0),
      issued_at timestamptz not null,
      reason text not null check (reason in ('cancelled', 'returned')),
      unique (financial_year, sequence)
    )`.execute(db);
  await sql`create index order_credit_notes_issued_at on order_credit_notes (issued_at, sequence)`.execute(
    db,
  );
  await sql`
    create trigger order_credit_notes_frozen before update on order_credit_notes
    for each row execute function refuse_invoice_change()`.execute(db);
  await creditEarlierOrders(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists order_credit_notes`.execute(db);
  await sql`drop table if exists credit_note_counters`.execute(db);
}
