// Rate limits live in the database, so they hold across server processes (docs/product.md#limits-rates, ARCHITECTURE).
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAttempts, signUp } from '../../../test/account-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  const rateLimits = {
    login: { perSubject: { limit: 3, windowSeconds: 900 }, perIp: { limit: 5, windowSeconds: 900 } },
    changePassword: { perSubject: { limit: 2, windowSeconds: 900 } },
  };
  first = await createTestApp({ template: 'empty', rateLimits });
  // A second server on the same database: another process, as behind a load balancer.
  second = await createTestApp({ databaseUrl: first.databaseUrl, rateLimits });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

function login(app: TestApp, email: string, password: string, ip: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('rate limits across two server instances', () => {
  it('limit one address on one account, and let the owner in from another address', async () => {
    const { email, password } = await signUp(first);
    for (const server of [first, second, first]) {
      expect((await login(server, email, 'wrong-password', '198.51.100.1')).statusCode).toBe(401);
    }
    // The fourth attempt from that address, on the other server, is over the limit, even with the password…
    const blocked = await login(second, email, password, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    // …but the owner, elsewhere, is not locked out.
    expect((await login(first, email, password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('never lock the owner out from an address they signed in from, however many addresses guess', async () => {
    const { email, password } = await signUp(first);
    expect((await login(first, email, password, '198.51.100.60')).statusCode).toBe(200);
    // An attacker with many addresses: 10 attempts in 15 minutes from unfamiliar addresses are answered (the
    // owner's first sign-in, from an address new then, was one of them), then each must wait.
    const guesses = [];
    for (let n = 0; n < 14; n++) {
      const server = n % 2 === 0 ? first : second;
      guesses.push((await login(server, email, `guess-${n}`, `203.0.113.${n + 1}`)).statusCode);
    }
    expect(guesses).toEqual([...Array(9).fill(401), ...Array(5).fill(429)]);
    // The owner, from the address they used before, on either server: straight in.
    expect((await login(second, email, password, '198.51.100.60')).statusCode).toBe(200);
    expect((await login(first, email, password, '198.51.100.60')).statusCode).toBe(200);
  });

  it('slow guesses from unfamiliar addresses with waits that double, and let them through once waited', async () => {
    const { email, password } = await signUp(first);
    for (let n = 0; n < 10; n++) await login(first, email, 'wrong', `192.0.2.${n + 100}`);
    const nextAt = async () => {
      const row = await first.db
        .selectFrom('sign_in_slowdown')
        .select(sql<number>`extract(epoch from next_at)`.as('at'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return Number(row.at);
    };
    /** Lets the next attempt through as if its wait had passed; answers that moment (epoch seconds). */
    const passWait = async () => {
      const row = await first.db
        .updateTable('sign_in_slowdown')
        .set({ next_at: sql<Date>`now()` })
        .where('email', '=', email)
        .returning(sql<number>`extract(epoch from next_at)`.as('at'))
        .executeTakeFirstOrThrow();
      return Number(row.at);
    };
    // The wait an attempt set: from the moment it was let through to the next allowed one, less the few ms (or,
    // on a busy machine, the second or two) the attempt itself took.
    const expectWait = (seconds: number, from: number, to: number) => {
      expect(to - from).toBeGreaterThanOrEqual(seconds);
      expect(to - from).toBeLessThan(seconds + 3);
    };
    const tenthLetThrough = await nextAt();
    expect((await login(second, email, password, '192.0.2.200')).statusCode).toBe(429);
    let from = await passWait();
    expect(tenthLetThrough).toBeLessThanOrEqual(from + 1);
    expect((await login(second, email, 'wrong', '192.0.2.201')).statusCode).toBe(401);
    expectWait(2, from, await nextAt());
    from = await passWait();
    expect((await login(first, email, 'wrong', '192.0.2.202')).statusCode).toBe(401);
    expectWait(4, from, await nextAt());
    from = await passWait();
    expect((await login(first, email, 'wrong', '192.0.2.204')).statusCode).toBe(401);
    expectWait(8, from, await nextAt());
    // Slowed, not locked: once the wait has passed the owner gets in, from anywhere.
    await passWait();
    expect((await login(first, email, password, '192.0.2.203')).statusCode).toBe(200);
  });

  it('count sign-ins per IP across emails', async () => {
    const ip = '192.0.2.44';
    for (let attempt = 0; attempt < 5; attempt++) {
      const server = attempt % 2 === 0 ? first : second;
      expect((await login(server, `nobody${attempt}@example.com`, 'x', ip)).statusCode).toBe(401);
    }
    const blocked = await login(second, 'someone-else@example.com', 'x', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    // Another IP is not affected.
    expect((await login(first, 'someone-else@example.com', 'x', '192.0.2.45')).statusCode).toBe(401);
  });

  it('start again when the window has passed', async () => {
    const { email, password } = await signUp(first);
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < 4; attempt++) await login(first, email, 'wrong', ip);
    expect((await login(second, email, password, ip)).statusCode).toBe(429);
    await first.db
      .updateTable('rate_limits')
      .set({ window_start: sql<Date>`window_start - interval '1 hour'` })
      .where('key', 'in', [`login:subject:${email} ${ip}`, `login:ip:${ip}`])
      .execute();
    expect((await login(second, email, password, ip)).statusCode).toBe(200);
  });

  it('limit password changes per user', async () => {
    const { token } = await signUp(first);
    const change = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword: 'wrong-current', newPassword: 'new-password' },
      });
    expect((await change(first)).json().message).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
    expect((await change(second)).statusCode).toBe(400);
    const blocked = await change(first);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
  });

  it('count exactly under concurrency: 20 parallel guesses from 20 addresses on two servers', async () => {
    const { email } = await signUp(first);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(index % 2 === 0 ? first : second, email, 'wrong', `10.0.${index}.1`),
      ),
    );
    const answered = responses.filter((response) => response.statusCode === 401).length;
    const attempts = await signInAttempts(first, email);
    // Every attempt let through was counted, none twice: the 10 free ones, plus at most one per wait (1 s, then
    // 2 s) that passed while a busy machine was still sending the burst.
    expect(answered).toBe(attempts);
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(answered).toBeLessThanOrEqual(12);
    expect(responses.length - answered).toBe(
      responses.filter((response) => response.statusCode === 429).length,
    );
  });

  it('count exactly under concurrency: 20 parallel guesses from one address at 20 accounts, 5 get through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(index % 2 === 0 ? first : second, `sweep${index}@example.com`, 'wrong', '10.9.9.9'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
