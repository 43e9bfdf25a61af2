// A product's edit counter (docs/decisions/019-admin-edits-never-undo-sales.md): `version` moves by one whenever a
// field the admin edits changes, by any statement, so an edit or an import made from an older copy is refused.
// Stock, ratings and the archive flag are left out: sales and reviews must not make an admin's open form stale.
import { type Kysely, sql } from 'kysely';

// What the admin form and the import write, except count_in_stock. display_price and original_price are derived
// from these. The column list keeps the trigger from firing at all for orders (`set count_in_stock = …`) and
// reviews (`set rating_total = …`). `version` is not shown by the storefront, so the catalogue-version trigger of
// migration 0011 does not need it.
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
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column version integer not null default 1`.execute(db);
  await sql`
    create function bump_product_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  const columns = sql.join(editedColumns.map((column) => sql.id(column)));
  const oldRow = sql.join(editedColumns.map((column) => sql`old.${sql.id(column)}`));
  const newRow = sql.join(editedColumns.map((column) => sql`new.${sql.id(column)}`));
  // A save that changes nothing moves nothing, so it never makes another admin's form stale.
  await sql`
    create trigger products_version before update of ${columns} on products
    for each row when ((${oldRow}) is distinct from (${newRow}))
    execute function bump_product_version()`.execute(db);
  // A stale save names the changes made since its version, read from the product's audit entries.
  await sql`create index audit_log_entity_id on audit_log (entity, entity_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists audit_log_entity_id`.execute(db);
  await sql`drop trigger if exists products_version on products`.execute(db);
  await sql`drop function if exists bump_product_version()`.execute(db);
  await sql`alter table products drop column version`.execute(db);
}
