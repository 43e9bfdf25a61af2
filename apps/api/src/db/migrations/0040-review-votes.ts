// "Helpful" votes on reviews (docs/decisions/039-phone-shopper-second-walk.md): one per signed-in account per review,
// never the author's (the service checks that). Each review keeps its count in `helpful_count`, moved by a trigger on
// `review_votes`, so a vote, a vote taken back and a vote removed with its voter's account all count, whoever wrote
// them; the count orders "most helpful" through an index, as `reviews_product_newest` orders the newest.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reviews add column helpful_count integer not null default 0 check (helpful_count >= 0)`.execute(
    db,
  );
  await sql`
    create table review_votes (
      review_id text not null references reviews (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (review_id, user_id)
    )`.execute(db);
  // The cascade on user delete looks votes up by user.
  await sql`create index review_votes_user on review_votes (user_id)`.execute(db);
  await sql`
    create function count_review_vote() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update reviews set helpful_count = helpful_count + 1 where id = new.review_id;
      else
        -- A vote removed with its review (the cascade) finds no row to update.
        update reviews set helpful_count = helpful_count - 1 where id = old.review_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger review_votes_count after insert or delete on review_votes
    for each row execute function count_review_vote()`.execute(db);
  await sql`
    create index reviews_product_helpful on reviews (product_id, helpful_count desc, created_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create index reviews_product_photos
    on reviews (product_id, (images <> '[]'::jsonb) desc, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists reviews_product_photos`.execute(db);
  await sql`drop index if exists reviews_product_helpful`.execute(db);
  await sql`drop table if exists review_votes`.execute(db);
  await sql`drop function if exists count_review_vote()`.execute(db);
  await sql`alter table reviews drop column if exists helpful_count`.execute(db);
}
