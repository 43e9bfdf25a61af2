// GST credit notes (docs/decisions/029-gst-tax-invoices.md): an invoiced order that is cancelled, or whose goods
// come back, gets one credit note reversing its invoice in full. A series of its own, numbered like invoices from
// one counter row per financial year in the transaction of the status change; issued once, never changed.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_note_counters (
      financial_year text primary key check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
      last_number integer not null check (last_number > 0)
    )`.execute(db);

  // One per invoice: it credits every line of it, so it holds no lines of its own.
  await sql`
    create table order_credit_notes (
      order_id text primary key references order_invoices (order_id) on delete cascade,
      credit_note_number text not null unique,
      financial_year text not null,
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists order_credit_notes`.execute(db);
  await sql`drop table if exists credit_note_counters`.execute(db);
}
