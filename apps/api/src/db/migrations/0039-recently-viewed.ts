// "Recently viewed" on the account (docs/decisions/039-phone-shopper-second-walk.md): the products whose pages a
// signed-in shopper looked at, one row each with when, at most RECENTLY_VIEWED_MAX per account (the writer deletes
// the oldest in the same transaction). A product or an account that is deleted takes its rows with it; an archived
// product's row stays and is skipped when the list is read.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recently_viewed (
      user_id text not null references users (id) on delete cascade,
      product_id text not null references products (id) on delete cascade,
      viewed_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);
  // An account's list, newest first: what the reader and the trim walk.
  await sql`create index recently_viewed_newest on recently_viewed (user_id, viewed_at desc, product_id)`.execute(
    db,
  );
  // A product deleted for good removes its rows through this index, not a scan.
  await sql`create index recently_viewed_product on recently_viewed (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists recently_viewed`.execute(db);
}
