// Sessions kept on the server, password resets, and sign-ups that answer alike for known addresses
// (docs/decisions/034-sessions-on-the-server.md). Each sign-in is a `sessions` row that its token names; logout and
// "sign out" delete the row. A password reset is a code per email, kept for unknown addresses too (never mailed),
// so no answer tells whether an account exists; the same holds for a sign-up of a known address.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessions (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      last_ip text not null,
      user_agent text not null
    )`.execute(db);
  await sql`create index sessions_user_id on sessions (user_id)`.execute(db);
  // The sweep of idle sessions reads the oldest first.
  await sql`create index sessions_last_seen_at on sessions (last_seen_at)`.execute(db);
  await sql`
    create table password_resets (
      email text primary key,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      last_sent_at timestamptz not null default now()
    )`.execute(db);
  // A sign-up of an address that has an account: its code is never mailed (the owner gets a notice instead).
  await sql`alter table pending_signups add column existing_account boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pending_signups drop column if exists existing_account`.execute(db);
  await sql`drop table if exists password_resets`.execute(db);
  await sql`drop table if exists sessions`.execute(db);
}
