// Sessions that cannot outlive what ended them (docs/decisions/021-sessions.md): a password change, an
// email change or an admin role change ends every token issued before it, at once; the session that changed the
// password or the email gets a fresh token and stays signed in.
import { describe, expect, it } from 'vitest';
import { bearer, outboxCode, signUp } from '../../test/account-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limiter.ts';
import { changeRole } from '../modules/admin/admin-role.service.ts';

const t = useTestApp({ template: 'empty' });

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/update', headers: bearer(token) });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('tokens issued before a change that ends sessions', () => {
  it('are refused after a password change; the changing session gets a fresh token that works', async () => {
    const { token, email, password } = await signUp(t);
    const otherDevice = (await login(email, password)).json().token as string;
    expect((await profile(otherDevice)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'brand-new-1' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect(fresh).toEqual(expect.any(String));

    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(otherDevice)).json()).toEqual({ message: expect.any(String) });
    expect((await profile(fresh)).statusCode).toBe(200);
  });

  it('are refused after an email change; the verifying session gets a fresh token that works', async () => {
    const { token, email, password } = await signUp(t);
    const otherDevice = (await login(email, password)).json().token as string;
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
    const fresh = verified.json().token as string;

    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(fresh)).json().email).toBe(newEmail);
  });

  it('are refused after an admin role is granted, and again after it is revoked', async () => {
    const { email, password } = await signUp(t);
    const before = (await login(email, password)).json().token as string;
    expect(await changeRole(t.db, email, 'admin')).toBe('changed');
    expect((await profile(before)).statusCode).toBe(401);

    const asAdmin = (await login(email, password)).json().token as string;
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(asAdmin),
    });
    expect(dashboard.statusCode).not.toBe(401);
    expect(await changeRole(t.db, email, 'customer')).toBe('changed');
    expect((await profile(asAdmin)).statusCode).toBe(401);
    expect((await profile((await login(email, password)).json().token)).statusCode).toBe(200);
  });

  it('keep working when nothing changed, including tokens from before token versions existed', async () => {
    const { token, userId } = await signUp(t);
    expect((await profile(token)).statusCode).toBe(200);
    const { signTestToken } = await import('../../test/account-helpers.ts');
    const legacy = await signTestToken(t.config.jwtSecret, { userId });
    expect((await profile(legacy)).statusCode).toBe(200);
  });
});

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
