// Rate-limit counters in PostgreSQL, so a limit holds across every server process (docs/product.md#limits-rates).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface Hit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt for `key` in a fixed window of `windowSeconds`, atomically: concurrent requests, from
 * one process or many, each get their own count. A row whose window has passed starts again at 1. The
 * window is computed from the database's clock, the one clock every process shares.
 */
export async function recordHit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const windowStart = sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = excluded.window_start
          then rate_limits.count + 1 else 1 end`,
        window_start: sql<Date>`excluded.window_start`,
      }),
    )
    .returning([
      'count',
      sql<number>`ceil(extract(epoch from window_start) + ${windowSeconds} - extract(epoch from now()))::int`.as(
        'retry_after',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Drops counters whose window ended long ago (no rule's window is longer than a day). */
export async function deleteOldCounters(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
