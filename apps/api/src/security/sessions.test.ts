// Sessions kept on the server (docs/decisions/034-sessions-on-the-server.md, 021-sessions.md): each sign-in is a
// session its token names. Logout and "sign out" end it at once; a password or email change ends every other
// session and keeps the one that made it; a role change ends them all; a session unused for its lifetime ends.
// The guard checks all of it in one statement by primary keys.
import type { FastifyRequest } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bearer, outboxCode, signTestToken, signUp } from '../../test/account-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { Database } from '../db/database.ts';
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limiter.ts';
import { changeRole } from '../modules/admin/admin-role.service.ts';
import { createAuthGuard } from '../modules/auth/auth.guard.ts';
import { SEEN_WRITE_SECONDS } from '../modules/auth/sessions.repository.ts';
import { MAX_SESSIONS_PER_ACCOUNT, startSession } from '../modules/auth/sessions.service.ts';

const t = useTestApp({ template: 'empty' });

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/update', headers: bearer(token) });
}

/** A password sign-in from a device (its user agent) and an address (TRUST_PROXY is on in tests). */
async function login(email: string, password: string, device = LAPTOP_FIREFOX, ip = '198.51.100.7') {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': device, 'x-forwarded-for': ip },
    payload: { email, password },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().token as string;
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, ip = '198.51.100.7') {
  return t.app.inject({ method, url, headers: { ...bearer(token), 'x-forwarded-for': ip } });
}

async function sessionIdOf(token: string): Promise<string> {
  const devices = (await call('GET', '/api/auth/sessions', token)).json() as Array<{
    _id: string;
    current: boolean;
  }>;
  const current = devices.find((device) => device.current);
  if (!current) throw new Error('no current session');
  return current._id;
}

describe('logout', () => {
  it('ends the session on the server: its token is refused, the other devices stay signed in', async () => {
    const { token, email, password } = await signUp(t);
    const phone = await login(email, password, PHONE_CHROME);
    const out = await call('POST', '/api/auth/logout', token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: expect.any(String) });
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(token)).json()).toEqual({ message: expect.any(String) });
    expect((await call('POST', '/api/auth/logout', token)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('of a token from before sessions existed ends every such token of the user, not the sessions', async () => {
    const { token: session, userId } = await signUp(t);
    const legacy = await signTestToken(t.config.jwtSecret, { userId });
    const legacyElsewhere = await signTestToken(t.config.jwtSecret, { userId, tv: 0 });
    expect((await profile(legacy)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout', legacy)).statusCode).toBe(200);
    expect((await profile(legacy)).statusCode).toBe(401);
    expect((await profile(legacyElsewhere)).statusCode).toBe(401);
    expect((await profile(session)).statusCode).toBe(200);
  });
});

describe('changes that end sessions', () => {
  it('a password change keeps the changing token working and refuses another device’s token', async () => {
    const { token, userId, email, password } = await signUp(t);
    const otherDevice = await login(email, password);
    const fromBeforeSessions = await signTestToken(t.config.jwtSecret, { userId });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'brand-new-1' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;

    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(fromBeforeSessions)).statusCode).toBe(401);
  });

  it('a password change made with a token from before sessions ends that token and answers a session’s', async () => {
    const { userId, password } = await signUp(t);
    const legacy = await signTestToken(t.config.jwtSecret, { userId });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(legacy),
      payload: { currentPassword: password, newPassword: 'brand-new-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(legacy)).statusCode).toBe(401);
    expect((await profile(changed.json().token)).statusCode).toBe(200);
  });

  it('a verified email change keeps the verifying token working and refuses another device’s token', async () => {
    const { token, email, password } = await signUp(t);
    const otherDevice = await login(email, password);
    const newEmail = `moved-${email}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: bearer(token),
      payload: { email: newEmail, firstName: 'Asha' },
    });
    expect(saved.statusCode).toBe(200);
    // Asking for the change ends nothing yet: only the verified change does.
    expect((await profile(otherDevice)).statusCode).toBe(200);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { otp: await outboxCode(t, newEmail) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await profile(token)).json().email).toBe(newEmail);
    expect((await profile(verified.json().token)).statusCode).toBe(200);
    expect((await profile(otherDevice)).statusCode).toBe(401);
  });

  it('an admin role grant ends every session, and a revoke again', async () => {
    const { token, email, password } = await signUp(t);
    expect(await changeRole(t.db, email, 'admin')).toBe('changed');
    expect((await profile(token)).statusCode).toBe(401);

    const asAdmin = await login(email, password);
    const dashboard = await call('GET', '/api/admin/dashboard', asAdmin);
    expect(dashboard.statusCode).not.toBe(401);
    expect(dashboard.statusCode).not.toBe(403);
    expect(await changeRole(t.db, email, 'customer')).toBe('changed');
    expect((await profile(asAdmin)).statusCode).toBe(401);
    expect((await profile(await login(email, password))).statusCode).toBe(200);
  });

  it('a sign-in with the old password while a reset commits does not outlive the reset', async () => {
    const { userId, email, password } = await signUp(t);
    // A reset holds the user row from its password write until it commits, having ended every session: this
    // connection plays it. A sign-in that checked the old password meanwhile must not leave a session behind.
    const reset = new pg.Client({ connectionString: t.databaseUrl });
    await reset.connect();
    try {
      await reset.query('begin');
      await reset.query(`update users set password_hash = 'reset' where id = $1`, [userId]);
      await reset.query('delete from sessions where user_id = $1', [userId]);
      let settled = false;
      const signIn = t.app
        .inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
        .finally(() => {
          settled = true;
        });
      // Until the sign-in has finished, or waits for the reset's lock.
      while (!settled) {
        const { rows } = await reset.query(
          `select count(*)::int as waiting from pg_stat_activity
           where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (rows[0].waiting > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await reset.query('commit');
      const answer = await signIn;
      if (answer.statusCode === 200) expect((await profile(answer.json().token)).statusCode).toBe(401);
      else expect(answer.statusCode).toBe(401);
      expect(await t.db.selectFrom('sessions').where('user_id', '=', userId).select('id').execute()).toEqual(
        [],
      );
    } finally {
      await reset.end();
    }
  });

  it('keep tokens working when nothing changed, including tokens from before sessions and versions existed', async () => {
    const { token, userId } = await signUp(t);
    expect((await profile(token)).statusCode).toBe(200);
    const legacy = await signTestToken(t.config.jwtSecret, { userId });
    expect((await profile(legacy)).statusCode).toBe(200);
    // A session id that names no session (or another user's) is refused.
    const madeUp = await signTestToken(t.config.jwtSecret, { userId, sid: 'f'.repeat(24) });
    expect((await profile(madeUp)).statusCode).toBe(401);
  });
});

describe('the signed-in devices', () => {
  it('lists each sign-in with its device, the place its address tells and the address, this one marked', async () => {
    const { email, password } = await signUp(t);
    const laptop = await login(email, password, LAPTOP_FIREFOX, '192.168.1.20');
    await login(email, password, PHONE_CHROME, '203.0.113.9');
    // Asked from the laptop's address: a session's address is the one it was last used from.
    const answer = await call('GET', '/api/auth/sessions', laptop, '192.168.1.20');
    expect(answer.statusCode).toBe(200);
    const devices = answer.json() as Array<Record<string, unknown>>;
    expect(devices).toHaveLength(3);
    expect(devices).toContainEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      device: 'Firefox on Windows',
      place: "A private network (a home, an office or the shop's own)",
      ipAddress: '192.168.1.20',
      signedInAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
    });
    expect(devices).toContainEqual(
      expect.objectContaining({
        device: 'Chrome on Android phone',
        place: 'A test address (no real place)',
        ipAddress: '203.0.113.9',
        current: false,
      }),
    );
    expect(devices.filter((device) => device.current)).toHaveLength(1);
  });

  it('"Sign out" on a device refuses its token at once; another account’s device is a 404 and stays in', async () => {
    const alice = await signUp(t);
    const alicePhone = await login(alice.email, alice.password, PHONE_CHROME);
    const bob = await signUp(t);
    const phoneId = await sessionIdOf(alicePhone);

    const bobTries = await call('DELETE', `/api/auth/sessions/${phoneId}`, bob.token);
    expect(bobTries.statusCode).toBe(404);
    expect(bobTries.json()).toEqual({ message: expect.any(String) });
    expect((await profile(alicePhone)).statusCode).toBe(200);

    const out = await call('DELETE', `/api/auth/sessions/${phoneId}`, alice.token);
    expect(out.statusCode).toBe(200);
    expect((await profile(alicePhone)).statusCode).toBe(401);
    expect((await profile(alice.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/auth/sessions/${phoneId}`, alice.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/auth/sessions/not-an-id', alice.token)).statusCode).toBe(400);
  });

  it('"Sign out of all other devices" keeps this one and ends the rest', async () => {
    const { token, email, password } = await signUp(t);
    const phone = await login(email, password, PHONE_CHROME);
    const laptop = await login(email, password, LAPTOP_FIREFOX);
    const answer = await call('POST', '/api/auth/sessions/sign-out-others', token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: expect.any(String) });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/sessions', token)).json()).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_ACCOUNT} per account: a new sign-in past that ends the oldest`, async () => {
    const { token, userId } = await signUp(t);
    const client = { ip: '198.51.100.7', userAgent: LAPTOP_FIREFOX };
    // Straight through the service: as many sign-ins through the route would meet its rate limit first.
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT; i++)
      tokens.push(await startSession(t.db, t, userId, client));
    const rows = await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
    // The sign-up's session was the oldest: it is the one that ended; the newest go on.
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(tokens[0] ?? '')).statusCode).toBe(200);
    expect((await profile(tokens.at(-1) ?? '')).statusCode).toBe(200);
  });
});

describe('a session unused for its lifetime', () => {
  async function setLastSeen(token: string, secondsAgo: number) {
    const id = await sessionIdOf(token);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - make_interval(secs => ${secondsAgo})` })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('ends: its token is refused from then on', async () => {
    const { token } = await signUp(t);
    await setLastSeen(token, t.config.limits.sessionIdleSeconds + 5);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('is kept alive by use, noted at most every few minutes rather than at every request', async () => {
    const { token } = await signUp(t);
    const lastSeen = async (id: string) =>
      (
        await t.db
          .selectFrom('sessions')
          .select(sql<number>`extract(epoch from now() - last_seen_at)::float8`.as('age'))
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).age;
    // From one address throughout: a use from another address is noted at once.
    const use = () => call('GET', '/api/auth/update', token);
    const id = await setLastSeen(token, 60);
    expect((await use()).statusCode).toBe(200);
    expect(await lastSeen(id)).toBeGreaterThanOrEqual(59);
    await setLastSeen(token, SEEN_WRITE_SECONDS + 60);
    expect((await use()).statusCode).toBe(200);
    expect(await lastSeen(id)).toBeLessThan(60);
  });
});

describe('the guard', () => {
  it('checks token, user, session and role in one statement that reads both tables by primary key', async () => {
    const { email, password } = await signUp(t);
    const token = await login(email, password);
    const { statements, plan } = await guardStatements(t, token);
    // requireUser, userId and signedIn of one request: one statement in all.
    expect(statements).toBe(1);
    expect(plan).toMatch(/Index Scan using users_pkey/);
    expect(plan).toMatch(/Index Scan using sessions_pkey/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

/**
 * The statements the guard sends for one request that asks it three times, and the plan PostgreSQL makes for the
 * first with sequential scans discouraged (a test table is tiny; a shop's is not).
 */
async function guardStatements(test: typeof t, token: string): Promise<{ statements: number; plan: string }> {
  const sent: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: test.databaseUrl, max: 1 }) }),
    log: (event) => {
      if (event.level === 'query') sent.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    const guard = createAuthGuard(db, test.config);
    const request = { headers: { authorization: `Bearer ${token}` }, ip: '198.51.100.7' } as FastifyRequest;
    await guard.requireUser(request);
    await guard.userId(request);
    await guard.signedIn(request);
  } finally {
    await db.destroy();
  }
  const [statement] = sent;
  if (!statement) throw new Error('the guard sent no statement');
  const client = new pg.Client({ connectionString: test.databaseUrl });
  await client.connect();
  try {
    await client.query('set enable_seqscan = off');
    const { rows } = await client.query(`explain ${statement.sql}`, [...statement.parameters]);
    const plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    return { statements: sent.length, plan };
  } finally {
    await client.end();
  }
}

describe('client addresses behind one trusted proxy (TRUST_PROXY=1)', () => {
  const behindProxy = useTestApp({
    template: 'empty',
    env: { TRUST_PROXY: '1' },
    // The default per-address sign-in limit, not the lifted one of most tests.
    rateLimits: { login: { perIp: DEFAULT_RATE_LIMITS.login.perIp } },
  });

  it('cannot be chosen by the client: 40 wrong sign-ins with made-up X-Forwarded-For still hit the limit', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 40; n++) {
      // The proxy appends the address it saw (here 127.0.0.1); what the client wrote before it is not trusted.
      const answer = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `203.0.113.${n}, 127.0.0.1` },
        payload: { email: `nobody${n}@example.com`, password: 'wrong password' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
  });
});
