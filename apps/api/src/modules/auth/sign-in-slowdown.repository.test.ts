// The per-email slow-down of sign-in attempts (docs/decisions/021-sessions.md), under concurrency.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { takeAttempt } from './sign-in-slowdown.repository.ts';

const t = useTestApp();
const rule = { freeAttempts: 10, windowSeconds: 900, maxDelaySeconds: 300 };

describe('the sign-in slow-down', () => {
  it('allows a free attempt whose statement started before a concurrent attempt committed', async () => {
    const email = 'overlap@example.com';
    await takeAttempt(t.db, email, rule);
    // The second attempt's transaction starts first (its now() is fixed from then), the third commits meanwhile
    // and writes its own now() into next_at; the second then reads a next_at later than its now().
    const second = await t.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(await takeAttempt(t.db, email, rule)).toEqual({ allowed: true });
      return takeAttempt(trx, email, rule);
    });
    expect(second).toEqual({ allowed: true });
  });

  it('allows every free attempt when they arrive at once, and only those', async () => {
    const email = 'burst@example.com';
    const answers = await Promise.all(Array.from({ length: 14 }, () => takeAttempt(t.db, email, rule)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
  });
});
