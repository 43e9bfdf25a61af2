// Accounts (docs/product.md#accounts-google): users, pending sign-ups waiting for their code, Google sign-ins in flight, and
// rate-limit counters. All of it lives here rather than in memory, so several server processes can share it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id text primary key,
      email text not null unique check (email = lower(email)),
      first_name text not null,
      last_name text not null default '',
      phone text not null default '',
      password_hash text,
      auth_method text not null check (auth_method in ('password', 'google')),
      -- The issuer's subject: a returning Google user is found by it even after changing their address.
      oidc_subject text unique,
      login_alerts boolean not null default false,
      addresses jsonb not null default '[]',
      -- An email change waits here for the code mailed to the new address (docs/product.md#accounts-sign-up).
      pending_email text check (pending_email = lower(pending_email)),
      email_code_hash text,
      email_code_expires_at timestamptz,
      email_code_attempts integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (auth_method <> 'password' or password_hash is not null)
    )`.execute(db);

  await sql`
    create table pending_signups (
      email text primary key check (email = lower(email)),
      first_name text not null,
      last_name text not null default '',
      password_hash text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      resends integer not null default 0,
      last_sent_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index pending_signups_expiry on pending_signups (expires_at)`.execute(db);

  // state → nonce and PKCE verifier of a Google sign-in between the redirect out and the callback.
  await sql`
    create table oidc_logins (
      state text primary key,
      nonce text not null,
      code_verifier text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index oidc_logins_expiry on oidc_logins (expires_at)`.execute(db);

  // Fixed-window counters: one row per key (action, dimension, value), reset when its window moves on.
  await sql`
    create table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null check (count >= 0)
    )`.execute(db);
  await sql`create index rate_limits_window on rate_limits (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limits`.execute(db);
  await sql`drop table if exists oidc_logins`.execute(db);
  await sql`drop table if exists pending_signups`.execute(db);
  await sql`drop table if exists users`.execute(db);
}
