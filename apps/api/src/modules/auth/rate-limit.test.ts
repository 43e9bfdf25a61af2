// Rate limits live in the database, so they hold across server processes (decisions §4, ARCHITECTURE).
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/account-helpers.ts';
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
  it('count sign-ins per email on both servers together, then answer 429', async () => {
    const { email, password } = await signUp(first);
    const servers = [first, second, first];
    for (const [index, server] of servers.entries()) {
      const response = await login(server, email, 'wrong-password', `198.51.100.${index + 1}`);
      expect(response.statusCode).toBe(401);
    }
    // The fourth attempt, on the other server and from yet another IP, is over the per-email limit…
    const blocked = await login(second, email, password, '198.51.100.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    // …even with the right password, on either server.
    expect((await login(first, email, password, '198.51.100.10')).statusCode).toBe(429);
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
    for (let attempt = 0; attempt < 4; attempt++) await login(first, email, 'wrong', `203.0.113.${attempt}`);
    expect((await login(second, email, password, '203.0.113.50')).statusCode).toBe(429);
    await first.db
      .updateTable('rate_limits')
      .set({ window_start: sql<Date>`window_start - interval '1 hour'` })
      .where('key', '=', `login:subject:${email}`)
      .execute();
    expect((await login(second, email, password, '203.0.113.51')).statusCode).toBe(200);
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

  it('count exactly under concurrency: 20 parallel attempts on two servers, 3 get through', async () => {
    const { email } = await signUp(first);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(index % 2 === 0 ? first : second, email, 'wrong', `10.0.${index}.1`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });
});
