// The per-email slow-down of sign-in attempts from unfamiliar addresses, and the addresses each account signed in
// from (docs/decisions/021-sessions.md). Times come from the database's clock, the one every process shares.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface SlowdownRule {
  freeAttempts: number;
  windowSeconds: number;
  maxDelaySeconds: number;
}

/**
 * Takes one attempt for `email`, atomically: allowed while the window's attempts are under the free number, or
 * once the wait set by the previous attempt has passed. Each attempt past the free number sets the next wait to
 * 1, 2, 4… seconds, up to `maxDelaySeconds`. Refused: how many seconds are left to wait. A free attempt is
 * allowed by its count alone: each statement's now() is its own start, so a free attempt that started a moment
 * before a concurrent one committed would otherwise read that one's `next_at` as in its future.
 */
export async function takeAttempt(
  db: Db,
  email: string,
  rule: SlowdownRule,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { freeAttempts, windowSeconds, maxDelaySeconds } = rule;
  const expired = sql<boolean>`sign_in_slowdown.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const attempts = sql<number>`(case when ${expired} then 1 else sign_in_slowdown.attempts + 1 end)`;
  // 2^(attempts - free) seconds once at or past the free number, else no wait; capped.
  const wait = sql`make_interval(secs => case when ${attempts} < ${freeAttempts}::int then 0
    else least(${maxDelaySeconds}::int, power(2, least(${attempts} - ${freeAttempts}::int, 30)))::int end)`;
  const { rows } = await sql<{ attempts: number }>`
    insert into sign_in_slowdown (email, attempts, window_start, next_at)
    values (${email}, 1, now(), now() + case when ${freeAttempts}::int <= 1
      then make_interval(secs => 1) else make_interval() end)
    on conflict (email) do update set
      attempts = ${attempts},
      window_start = case when ${expired} then now() else sign_in_slowdown.window_start end,
      next_at = now() + ${wait}
    where ${expired} or sign_in_slowdown.attempts < ${freeAttempts}::int or sign_in_slowdown.next_at <= now()
    returning attempts`.execute(db);
  // About one attempt in a hundred also drops what no longer counts: no timer to run, the tables stay small.
  if (Math.random() < CLEANUP_PROBABILITY) await deleteStale(db);
  if (rows.length > 0) return { allowed: true };
  const row = await db
    .selectFrom('sign_in_slowdown')
    .select(sql<number>`ceil(extract(epoch from next_at - now()))::int`.as('left'))
    .where('email', '=', email)
    .executeTakeFirst();
  return { allowed: false, retryAfterSeconds: Math.max(1, row?.left ?? 1) };
}

const CLEANUP_PROBABILITY = 0.01;
/** Addresses not used to sign in for this long are unfamiliar again. */
const KNOWN_FOR = sql`interval '90 days'`;

async function deleteStale(db: Db): Promise<void> {
  await db
    .deleteFrom('sign_in_slowdown')
    .where('next_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('sign_in_addresses')
    .where('last_seen_at', '<', sql<Date>`now() - ${KNOWN_FOR}`)
    .execute();
}

export async function isKnownAddress(db: Db, userId: string, addressHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address_hash', '=', addressHash)
    .where('last_seen_at', '>', sql<Date>`now() - ${KNOWN_FOR}`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberAddress(db: Db, userId: string, addressHash: string): Promise<void> {
  await db
    .insertInto('sign_in_addresses')
    .values({ user_id: userId, address_hash: addressHash })
    .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_seen_at: sql`now()` }))
    .execute();
}
