// Password sign-in, the token it gives, the guard that checks it, and login alerts (docs/product.md#accounts-sign-in).
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, insertGoogleUser, signTestToken, signUp } from '../../../test/account-helpers.ts';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { readOutbox } from '../../../test/mail-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';

const t = useTestApp({ template: 'empty' });

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
}

function profile(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/update', headers });
}

describe('POST /api/auth/login', () => {
  it('gives a token for the right password, whatever the email case', async () => {
    const { email, password, userId } = await signUp(t);
    const response = await login(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const { token, message } = response.json();
    expect(message).toBe(AUTH_MESSAGES.loginSuccessful);
    const me = await profile(bearer(token));
    expect(me.json()._id).toBe(userId);
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await login(email, 'not-the-password');
    const unknownEmail = await login('nobody@example.com', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('sends a Google account to Google authentication', async () => {
    const email = `${newId()}@gmail.com`;
    await insertGoogleUser(t, email);
    const response = await login(email, 'any-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Google authentication');
  });
});

describe('the auth guard', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256-signing';

  it('asks for a sign-in when there is no token', async () => {
    const response = await profile({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.signInRequired });
  });

  it.each([
    ['a malformed token', 'not.a.jwt'],
    ['a non-bearer header', null],
  ])('refuses %s', async (_name, token) => {
    const headers = token === null ? { authorization: 'Basic abc' } : bearer(token);
    const response = await profile(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses an expired token', async () => {
    const { userId } = await signUp(t);
    const expired = await signTestToken(secret, { userId }, Math.floor(Date.now() / 1000) - 60);
    const response = await profile(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const { token, userId } = await signUp(t);
    const [header, , signature] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ userId: newId(), exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect((await profile(bearer(`${header}.${otherUser}.${signature}`))).statusCode).toBe(401);
    const forged = await signTestToken('another-secret-that-is-long-enough-for-hs256', { userId });
    expect((await profile(bearer(forged))).statusCode).toBe(401);
  });

  it('refuses a token without an expiry or with a payload that is not a user id', async () => {
    const { userId } = await signUp(t);
    const noExp = await new SignJWT({ userId })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect((await profile(bearer(noExp))).statusCode).toBe(401);
    expect((await profile(bearer(await signTestToken(secret, { userId: { $ne: null } })))).statusCode).toBe(
      401,
    );
  });

  it('refuses the token of a deleted user', async () => {
    const { token, userId } = await signUp(t);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', userId).execute();
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
  });

  it('issues HS256 tokens carrying userId that expire in 7 days', async () => {
    const { token, userId } = await signUp(t);
    const [header = '', payload = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.userId).toBe(userId);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });
});

describe('login alerts', () => {
  async function alertsTo(email: string) {
    await jobsSettled(t);
    return (await readOutbox(t.config.mail.outboxDir)).filter(
      (mail) => mail.to === email && mail.subject.startsWith('New sign-in'),
    );
  }

  it('are mailed after each sign-in only while the user has them on', async () => {
    const { email, password, token } = await signUp(t);
    await login(email, password);
    expect(await alertsTo(email)).toHaveLength(0);

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: bearer(token),
      payload: { loginAlerts: true },
    });
    expect(on.json().user.loginAlerts).toBe(true);
    await login(email, password, {
      'user-agent': 'Mozilla/5.0 <Test Browser>',
      'x-forwarded-for': '203.0.113.9',
    });
    const alerts = await alertsTo(email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('203.0.113.9');
    expect(alerts[0]?.text).toContain('Mozilla/5.0 <Test Browser>');
    expect(alerts[0]?.html).toContain('Mozilla/5.0 &lt;Test Browser&gt;');
    expect(alerts[0]?.text).toMatch(/Time: .*\d{4}/);

    // A failed sign-in sends nothing.
    await login(email, 'wrong-password');
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('name the device and what the address alone tells of the place (docs/decisions/034)', async () => {
    const { email, password, token } = await signUp(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: bearer(token),
      payload: { loginAlerts: true },
    });
    await login(email, password, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'x-forwarded-for': '100.72.4.9',
    });
    await login(email, password, {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'x-forwarded-for': '49.36.10.20',
    });
    const [phone, laptop] = await alertsTo(email);
    expect(phone?.text).toContain('Device: Safari on iPhone');
    expect(phone?.text).toContain("Place: A mobile or internet provider's shared address");
    expect(laptop?.text).toContain('Device: Firefox on Windows');
    expect(laptop?.text).toContain(
      'Place: Somewhere on the internet (the shop tells no town from an address)',
    );
    expect(laptop?.text).toContain('IP address: 49.36.10.20');
  });
});
