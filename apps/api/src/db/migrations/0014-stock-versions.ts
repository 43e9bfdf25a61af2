// Stock versions for the catalogue cache (docs/decisions/015): 256 counters, one per shard of products (the first
// byte of the id), each bumped when a product of its shard changes stock. A cached answer remembers the counters
// of its products' shards; while they stand still its counts are current and it is served as it is. A single
// counter would queue every order behind every other; with 256, orders for different products rarely share one,
// and a shard's row is locked only from the last statement of an order (taking the stock) to its commit.
// Shards follow id order, so orders that lock several products in id order lock their shards in order too.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_versions (
      shard smallint primary key check (shard between 0 and 255),
      version bigint not null default 0
    )`.execute(db);
  await sql`insert into stock_versions (shard) select generate_series(0, 255)`.execute(db);
  // Mirrored by stockShard() in catalog-cache.ts. Ids are 24 hex characters; anything else falls in shard 0.
  await sql`
    create function stock_shard(id text) returns smallint language sql immutable as $$
      select case when id ~ '^[0-9a-f]{2}' then ('x' || left(id, 2))::bit(8)::int else 0 end::smallint
    $$`.execute(db);
  await sql`
    create function bump_stock_version() returns trigger language plpgsql as $$
    begin
      update stock_versions set version = version + 1 where shard = stock_shard(new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_stock_version after update of count_in_stock on products
    for each row when (old.count_in_stock is distinct from new.count_in_stock)
    execute function bump_stock_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists products_stock_version on products`.execute(db);
  await sql`drop function if exists bump_stock_version()`.execute(db);
  await sql`drop function if exists stock_shard(text)`.execute(db);
  await sql`drop table if exists stock_versions`.execute(db);
}
