// A per-user token version (docs/decisions/021-sessions.md). Every token carries the version it was
// issued under; a password change, a verified email change or an admin role change adds one, so every token
// issued before is refused at once, on every server process. Existing tokens carry none and count as 0.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column token_version integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists token_version`.execute(db);
}
