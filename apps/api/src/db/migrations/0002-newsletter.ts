// Newsletter subscribers from the footer form.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table newsletter_subscribers (
      email text primary key,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists newsletter_subscribers`.execute(db);
}
