// Google sign-in end to end against a real local OpenID Connect server (oauth2-mock-server), driven as a
// browser would: our redirect → the issuer's authorize endpoint → its redirect back → our callback → the /auth
// page's exchange of the one-time code. How the sign-in is bound to its browser: google-browser.test.ts.
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/account-helpers.ts';
import {
  exchangeCode,
  googleEnv,
  newBrowser,
  openCallback,
  signInWithGoogle as signIn,
  startSignIn,
  useIssuer,
} from '../../../test/google-helpers.ts';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { readOutbox } from '../../../test/mail-helpers.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

const issuer = useIssuer();
const t = useTestApp(async () => ({ template: 'empty', env: googleEnv(issuer) }));

function person(sub: string, email: string, extra: Record<string, unknown> = {}) {
  issuer.person(sub, email, extra);
}

/** Checks the redirect to the issuer once, then follows the whole dance in a new browser. */
async function signInWithGoogle() {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(issuer.url);
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://shop.test/api/auth/google/callback');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  return signIn(t);
}

async function profileOf(token: string | undefined) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/update',
    headers: bearer(token ?? ''),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('Google sign-in', () => {
  it('creates a Google account for a new shopper and sends the token to /auth', async () => {
    person('google-sub-1', 'Meera.Iyer@Gmail.com');
    const { landing, token } = await signInWithGoogle();
    expect(landing.pathname).toBe('/auth');
    expect(landing.searchParams.get('msg')).toBeNull();
    const user = await profileOf(token);
    expect(user).toMatchObject({
      email: 'meera.iyer@gmail.com',
      firstName: 'Meera',
      lastName: 'Iyer',
      authMethod: 'google',
    });
  });

  it('keeps the names Google gives on one line (issue 50)', async () => {
    person('google-sub-lines', 'lines@gmail.com', {
      given_name: 'Meera\r\nVisit https://evil.example',
      family_name: 'Iyer\n',
    });
    const user = await profileOf((await signInWithGoogle()).token);
    expect(user).toMatchObject({ firstName: 'Meera Visit https://evil.example', lastName: 'Iyer' });
  });

  it('signs a returning shopper in to the same account', async () => {
    person('google-sub-2', 'returning@gmail.com');
    const first = await profileOf((await signInWithGoogle()).token);
    const second = await profileOf((await signInWithGoogle()).token);
    expect(second._id).toBe(first._id);
    expect(
      await t.db.selectFrom('users').where('email', '=', 'returning@gmail.com').select('id').execute(),
    ).toHaveLength(1);
  });

  it('refuses an email that has a password account, with the code for an existing account', async () => {
    const { email } = await signUp(t, { email: 'has-password@gmail.com' });
    person('google-sub-3', email);
    const { landing } = await signInWithGoogle();
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('msg')).toBe('account-exists');
    const user = await t.db
      .selectFrom('users')
      .select(['auth_method', 'oidc_subject'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ auth_method: 'password', oidc_subject: null });
  });

  it('refuses an email the issuer has not verified', async () => {
    person('google-sub-4', 'unverified@gmail.com', { email_verified: false });
    const { landing } = await signInWithGoogle();
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('msg')).toBe('google-email-unverified');
  });

  it.each([
    ['a nonce that is not ours', { nonce: 'replayed-nonce' }],
    ['another client as audience', { aud: 'someone-elses-client' }],
    ['another issuer', { iss: 'https://evil.example' }],
  ])('refuses an ID token with %s', async (_name, bad) => {
    person('google-sub-bad', 'bad-token@gmail.com', bad);
    const { landing } = await signInWithGoogle();
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('msg')).toBe('google-failed');
    expect(
      await t.db.selectFrom('users').where('email', '=', 'bad-token@gmail.com').select('id').execute(),
    ).toEqual([]);
  });

  it('mails a login alert to a returning Google user who has them on', async () => {
    person('google-sub-5', 'alerts@gmail.com');
    await signInWithGoogle();
    await t.db
      .updateTable('users')
      .set({ login_alerts: true })
      .where('email', '=', 'alerts@gmail.com')
      .execute();
    await signInWithGoogle();
    await jobsSettled(t);
    const alerts = (await readOutbox(t.config.mail.outboxDir)).filter(
      (mail) => mail.to === 'alerts@gmail.com',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Google');
  });

  it.each([
    ['an unknown state', '?code=abc&state=not-a-state-we-issued'],
    ['no state', '?code=abc'],
    ['an error from the issuer', '?error=access_denied&state=whatever'],
    ['a repeated state', '?state=a&state=b'],
  ])('answers %s with a message and no token', async (_name, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/google/callback${query}` });
    expect(response.statusCode).toBe(302);
    const landing = new URL(String(response.headers.location), 'http://shop.test');
    expect(landing.pathname).toBe('/auth');
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('msg')).toBe('google-failed');
  });

  it('uses a state once only', async () => {
    person('google-sub-6', 'once@gmail.com');
    const browser = newBrowser();
    const callback = await startSignIn(t, browser);
    const first = await openCallback(t, browser, callback);
    expect(first.searchParams.get('token')).toBeTruthy();
    const replay = await openCallback(t, browser, callback);
    expect(replay.searchParams.get('token')).toBeNull();
    expect(replay.searchParams.get('msg')).toBe('google-failed');
  });

  it('says Google authentication is not configured when it is not', async () => {
    const bare = await createTestApp({ template: 'empty' });
    try {
      for (const url of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
        const response = await bare.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(302);
        const landing = new URL(String(response.headers.location), 'http://shop.test');
        expect(landing.searchParams.get('msg')).toBe('google-not-configured');
        expect(landing.searchParams.get('token')).toBeNull();
      }
      const exchange = await exchangeCode(bare, newBrowser(), 'x');
      expect(exchange.statusCode).toBe(400);
      expect(exchange.json()).toEqual({ message: AUTH_MESSAGES.googleFailed });
    } finally {
      await bare.close();
    }
  });
});
