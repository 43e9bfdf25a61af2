// Google sign-in bound to the browser that started it (docs/decisions/021-sessions.md). A sign-in in
// flight remembers the hash of its browser's cookie, and the callback hands /auth a one-time code (kept hashed,
// 60 seconds, one use) that only that browser can trade for a token.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sign-ins started before this release are bound to no browser: they are dropped (the shopper starts again).
  await sql`delete from oidc_logins`.execute(db);
  await sql`alter table oidc_logins add column browser_hash text not null`.execute(db);

  await sql`
    create table google_sign_in_codes (
      code_hash text primary key,
      browser_hash text not null,
      user_id text not null references users (id) on delete cascade,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index google_sign_in_codes_expiry on google_sign_in_codes (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists google_sign_in_codes`.execute(db);
  await sql`alter table oidc_logins drop column if exists browser_hash`.execute(db);
}
