// Shipping speeds (docs/decisions/036-checkout-for-india.md, "Shipping speeds"): the speed an order travels by
// and the day it was promised for, worked out when it was placed. An online checkout carries both from
// payment/process to the order it becomes. Orders placed before have standard and no date.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'pending_checkouts']) {
    await sql`
      alter table ${sql.table(table)}
        add column shipping_speed text not null default 'standard'
          constraint ${sql.id(`${table}_shipping_speed_check`)}
          check (shipping_speed in ('standard', 'express', 'overnight')),
        add column delivery_by date`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'pending_checkouts']) {
    await sql`alter table ${sql.table(table)} drop column shipping_speed, drop column delivery_by`.execute(
      db,
    );
  }
}
