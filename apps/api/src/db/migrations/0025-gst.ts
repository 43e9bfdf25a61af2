// GST-ready tax invoices (docs/decisions/029-gst-tax-invoices.md): each product's HSN code and GST rate with
// per-category defaults the admin edits, and per order the tax invoice as it was issued: its number in the
// financial year, the seller, the place of supply and one line per good and for shipping, none of it ever
// recomputed. The numbers come from one counter row per financial year, updated in the order's transaction.
import { type Kysely, sql } from 'kysely';

const RATES = sql`(0, 5, 12, 18, 28)`;
const HSN = sql`'^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`;

// Migration 0016's columns, and this one's: a tax change makes an admin's open form stale like any other edit.
const editedColumns = [
  'name',
  'description',
  'features',
  'images',
  'category',
  'sub_category',
  'brand',
  'badge',
  'shipping_cost',
  'base_price',
  'discount_price',
  'filters',
  'hsn_code',
  'gst_rate',
];

async function versionTrigger(db: Kysely<unknown>, columns: readonly string[]): Promise<void> {
  await sql`drop trigger if exists products_version on products`.execute(db);
  const list = sql.join(columns.map((column) => sql.id(column)));
  const oldRow = sql.join(columns.map((column) => sql`old.${sql.id(column)}`));
  const newRow = sql.join(columns.map((column) => sql`new.${sql.id(column)}`));
  await sql`
    create trigger products_version before update of ${list} on products
    for each row when ((${oldRow}) is distinct from (${newRow}))
    execute function bump_product_version()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gst_category_defaults (
      category text primary key,
      hsn_code text not null check (hsn_code ~ ${HSN}),
      gst_rate smallint not null check (gst_rate in ${RATES}),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Starting points the admin is expected to check against the shop's own goods.
  await sql`
    insert into gst_category_defaults (category, hsn_code, gst_rate) values
      ('Kitchen', '7323', 12), ('Health', '3004', 12), ('Fashion', '6109', 5), ('Beauty', '3304', 18),
      ('Electronics', '8517', 18), ('Fitness', '9506', 12), ('Spiritual', '3307', 5), ('Kids', '9503', 12),
      ('Pets', '2309', 18), ('Stationery', '4820', 12)`.execute(db);

  // Null: the category's default applies.
  await sql`
    alter table products
      add column hsn_code text check (hsn_code ~ ${HSN}),
      add column gst_rate smallint check (gst_rate in ${RATES})`.execute(db);
  await versionTrigger(db, editedColumns);

  await sql`
    create table invoice_counters (
      financial_year text primary key check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
      last_number integer not null check (last_number > 0)
    )`.execute(db);

  await sql`
    create table order_invoices (
      order_id text primary key references orders (id) on delete cascade,
      -- Given last in the order's transaction (so the counter row is locked only until its commit): null only
      -- inside that transaction.
      invoice_number text unique,
      financial_year text,
      sequence integer check (sequence > 0),
      issued_at timestamptz,
      seller jsonb not null,
      place_of_supply_code text not null check (place_of_supply_code ~ '^[0-9]{2}$'),
      place_of_supply_name text not null,
      intra_state boolean not null,
      unique (financial_year, sequence),
      check ((invoice_number is null) = (sequence is null) and (sequence is null) = (financial_year is null)
        and (financial_year is null) = (issued_at is null))
    )`.execute(db);
  await sql`create index order_invoices_issued_at on order_invoices (issued_at, sequence)`.execute(db);

  await sql`
    create table order_invoice_lines (
      order_id text not null references order_invoices (order_id) on delete cascade,
      position integer not null,
      kind text not null check (kind in ('goods', 'shipping')),
      description text not null,
      hsn_code text not null,
      quantity integer not null check (quantity > 0),
      gst_rate smallint not null check (gst_rate in ${RATES}),
      taxable_value bigint not null check (taxable_value >= 0),
      cgst bigint not null check (cgst >= 0),
      sgst bigint not null check (sgst >= 0),
      igst bigint not null check (igst >= 0),
      total bigint not null check (total = taxable_value + cgst + sgst + igst),
      primary key (order_id, position)
    )`.execute(db);

  // Issued figures never change: not by an admin, not by a later rate change (docs/decisions/029). The one
  // update allowed gives the invoice its number.
  await sql`
    create function refuse_invoice_change() returns trigger language plpgsql as $$
    begin
      raise exception 'an issued tax invoice never changes';
    end $$`.execute(db);
  await sql`
    create trigger order_invoices_frozen before update on order_invoices
    for each row when (old.invoice_number is not null)
    execute function refuse_invoice_change()`.execute(db);
  await sql`
    create trigger order_invoice_lines_frozen before update on order_invoice_lines
    for each row execute function refuse_invoice_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists order_invoice_lines`.execute(db);
  await sql`drop table if exists order_invoices`.execute(db);
  await sql`drop function if exists refuse_invoice_change()`.execute(db);
  await sql`drop table if exists invoice_counters`.execute(db);
  await versionTrigger(db, editedColumns.slice(0, -2));
  await sql`alter table products drop column if exists hsn_code, drop column if exists gst_rate`.execute(db);
  await sql`drop table if exists gst_category_defaults`.execute(db);
}
