// Google sign-in bound to the browser that started it (docs/decisions/021-sessions.md): a callback
// address started in one browser signs nobody in when opened in another, and the callback hands /auth a one-time,
// 60-second code for that browser instead of a token in the address bar.
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, signTestToken } from '../../../test/account-helpers.ts';
import {
  exchangeCode,
  googleEnv,
  JWT_PATTERN,
  newBrowser,
  openCallback,
  startSignIn,
  type TestBrowser,
  useIssuer,
} from '../../../test/google-helpers.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

const logLines: string[] = [];
const issuer = useIssuer();
const t = useTestApp(async () => ({
  template: 'empty',
  env: { ...googleEnv(issuer), LOG_LEVEL: 'trace' },
  logStream: { write: (line) => void logLines.push(line) },
}));
beforeEach(() => {
  issuer.person('browser-sub', 'browser.bound@gmail.com');
});

function codesIssued() {
  return t.db.selectFrom('google_sign_in_codes').selectAll().execute();
}

/** A sign-in that got as far as the code on /auth, in `browser`. */
async function codeFor(browser: TestBrowser): Promise<string> {
  const landing = await openCallback(t, browser, await startSignIn(t, browser));
  const code = landing.searchParams.get('token');
  if (!code) throw new Error(`no code: ${landing}`);
  return code;
}

function expectRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: AUTH_MESSAGES.googleFailed });
}

describe('the sign-in cookie', () => {
  it('is set by the start: HttpOnly, SameSite=Lax, short-lived, not Secure on plain http', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    expect(start.cookies).toHaveLength(1);
    const [cookie] = start.cookies;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(cookie?.maxAge).toBeLessThanOrEqual(600);
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
  });

  it('is Secure (and __Host- named) when PUBLIC_URL is https', async () => {
    const https = await createTestApp({
      databaseUrl: t.databaseUrl,
      env: googleEnv(issuer, 'https://shop.test'),
    });
    try {
      const start = await https.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(start.cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(start.cookies[0]?.name).toMatch(/^__Host-/);
    } finally {
      await https.close();
    }
  });
});

describe('the callback', () => {
  it('signs nobody in when opened without the cookie of the browser that started it', async () => {
    const callback = await startSignIn(t, newBrowser());
    const before = await codesIssued();
    const landing = await openCallback(t, newBrowser(), callback);
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('msg')).toBe('google-failed');
    expect(await codesIssued()).toEqual(before);
  });

  it("signs nobody in when opened with another browser's cookie; the starting browser still can", async () => {
    const attacker = newBrowser();
    const victim = newBrowser();
    const callback = await startSignIn(t, attacker);
    await startSignIn(t, victim);
    expect(victim.cookie).toBeDefined();
    expect(victim.cookie).not.toBe(attacker.cookie);
    const before = await codesIssued();

    const atVictim = await openCallback(t, victim, callback);
    expect(atVictim.searchParams.get('token')).toBeNull();
    expect(atVictim.searchParams.get('msg')).toBe('google-failed');
    expect(await codesIssued()).toEqual(before);

    const atAttacker = await openCallback(t, attacker, callback);
    expect(atAttacker.searchParams.get('token')).toBeTruthy();
  });

  it('sends /auth a one-time code, never a token, and keeps only its hash', async () => {
    const browser = newBrowser();
    const code = await codeFor(browser);
    expect(code).not.toMatch(JWT_PATTERN);
    // The code is no bearer token.
    const asBearer = await t.app.inject({ method: 'GET', url: '/api/auth/update', headers: bearer(code) });
    expect(asBearer.statusCode).toBe(401);
    const stored = await codesIssued();
    expect(JSON.stringify(stored)).not.toContain(code);
    const cookieValue = String(browser.cookie).split('=')[1] ?? '';
    expect(JSON.stringify(stored)).not.toContain(cookieValue);
  });

  it("expires the code 60 s after it was issued, by the database's clock", async () => {
    await t.db.deleteFrom('google_sign_in_codes').execute();
    await codeFor(newBrowser());
    const row = await t.db
      .selectFrom('google_sign_in_codes')
      .select(sql<number>`extract(epoch from expires_at - now())`.as('seconds'))
      .executeTakeFirstOrThrow();
    expect(Number(row.seconds)).toBeGreaterThan(50);
    expect(Number(row.seconds)).toBeLessThanOrEqual(60);
  });
});

describe('the exchange of the code', () => {
  it('gives the real token once, and clears the cookie', async () => {
    const browser = newBrowser();
    const code = await codeFor(browser);
    const cookie = browser.cookie;
    const first = await exchangeCode(t, browser, code);
    expect(first.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/update',
      headers: bearer(first.json().token),
    });
    expect(profile.json()).toMatchObject({ email: 'browser.bound@gmail.com', authMethod: 'google' });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(browser.cookie).toBeUndefined();

    // Single use, even from the same browser with its cookie put back.
    browser.cookie = cookie;
    expectRefused(await exchangeCode(t, browser, code));
  });

  it('refuses a code older than 60 s', async () => {
    const browser = newBrowser();
    const code = await codeFor(browser);
    await t.db
      .updateTable('google_sign_in_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expectRefused(await exchangeCode(t, browser, code));
  });

  it('works only with the cookie of the browser that started the sign-in', async () => {
    const owner = newBrowser();
    const code = await codeFor(owner);
    const cookie = owner.cookie;
    const other = newBrowser();
    await startSignIn(t, other);

    expectRefused(await exchangeCode(t, newBrowser(), code));
    expectRefused(await exchangeCode(t, other, code));
    owner.cookie = cookie;
    expect((await exchangeCode(t, owner, code)).statusCode).toBe(200);
  });

  it('works on another server process of the same database', async () => {
    const second = await createTestApp({ databaseUrl: t.databaseUrl, env: googleEnv(issuer) });
    try {
      const browser = newBrowser();
      const code = await codeFor(browser);
      expect((await exchangeCode(second, browser, code)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('refuses what is not a code with the Google message, a real token included', async () => {
    const browser = newBrowser();
    await startSignIn(t, browser);
    const realToken = await signTestToken(t.config.jwtSecret, { userId: 'a'.repeat(24) });
    for (const code of ['', 'not-a-code', realToken, 'x'.repeat(2048)]) {
      const cookie = browser.cookie;
      expectRefused(await exchangeCode(t, browser, code));
      // A refused exchange ends the sign-in too: the cookie is cleared.
      expect(browser.cookie).toBeUndefined();
      browser.cookie = cookie;
    }
  });

  it.each([
    ['no body', undefined],
    ['no code', {}],
    ['a number', { code: 12 }],
    ['a list', { code: ['a'] }],
  ])('answers %s with 400 and a message', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      ...(payload !== undefined && { payload }),
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('logs of the Google sign-in', () => {
  it('never carry the code, the cookie or the token', async () => {
    const browser = newBrowser();
    const before = logLines.length;
    const callback = await startSignIn(t, browser);
    const landing = await openCallback(t, browser, callback);
    const code = landing.searchParams.get('token') ?? '';
    const cookie = String(browser.cookie).split('=')[1] ?? '';
    const exchanged = await exchangeCode(t, browser, code);
    const token: string = exchanged.json().token;
    const log = logLines.slice(before).join('');
    expect(log).toContain('/api/auth/google/exchange');
    for (const secret of [code, cookie, token, ...token.split('.')]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
    }
  });
});
