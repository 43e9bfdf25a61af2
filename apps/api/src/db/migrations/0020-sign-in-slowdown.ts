// Sign-in limits that nobody elsewhere can turn into a lock-out (docs/decisions/021-sessions.md). Per
// email, attempts from addresses the account never signed in from are slowed with growing waits once they pass a
// free number; addresses the account did sign in from (kept as keyed hashes, never as addresses) are not slowed.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_slowdown (
      email text primary key,
      attempts integer not null check (attempts >= 0),
      window_start timestamptz not null,
      next_at timestamptz not null
    )`.execute(db);
  await sql`
    create table sign_in_addresses (
      user_id text not null references users (id) on delete cascade,
      address_hash text not null,
      last_seen_at timestamptz not null default now(),
      primary key (user_id, address_hash)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sign_in_addresses`.execute(db);
  await sql`drop table if exists sign_in_slowdown`.execute(db);
}
