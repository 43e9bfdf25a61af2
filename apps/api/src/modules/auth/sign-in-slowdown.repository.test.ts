// The per-email slow-down of sign-in attempts (docs/decisions/021-sessions.md), under concurrency.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { takeAttempt } from './sign-in-slowdown.repository.ts';

const t = useTestApp();
const rule = { freeAttempts: 10, windowSeconds: 900, maxDelaySeconds: 300 };

describe('the sign-in slow-down', () => {
  it('allows every free attempt when they arrive at once, and only those', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = `burst-${round}@example.com`;
      // Each statement's now() is its own start: one that started first may commit last.
      const answers = await Promise.all(Array.from({ length: 14 }, () => takeAttempt(t.db, email, rule)));
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    }
  });
});
