// Reviews (docs/product.md#reviews): one per user per product, removed with their product or author. The product keeps
// `rating_total` and `num_reviews` for listings; the review service changes them in the same transaction.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // images: [{ key, thumbnailKey }] storage keys, so the public URL can change with the storage backend.
  await sql`
    create table reviews (
      id text primary key,
      product_id text not null references products (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      rating integer not null check (rating between 1 and 5),
      comment text not null default '',
      images jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (product_id, user_id)
    )`.execute(db);
  await sql`create index reviews_product_newest on reviews (product_id, created_at desc, id desc)`.execute(
    db,
  );
  // The cascade on user delete looks reviews up by user.
  await sql`create index reviews_user on reviews (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reviews`.execute(db);
}
