// docs/product.md#accounts-sessions: a token, a password or a code never appears in a log line. The whole account flow runs with
// the most verbose logging and every line is searched for the secrets it handled.
import { describe, expect, it } from 'vitest';
import { bearer, outboxCode } from '../../../test/account-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const lines: string[] = [];
const t = useTestApp({
  template: 'empty',
  env: { LOG_LEVEL: 'trace' },
  logStream: { write: (line) => void lines.push(line) },
});

describe('logs of the account flow', () => {
  it('never contain the passwords, codes or tokens', async () => {
    const email = 'log-watch@example.com';
    const password = 'Password-Under-Watch-1';
    const newPassword = 'New-Password-Under-Watch-2';
    const secrets: string[] = [password, newPassword];

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Log', email, password },
    });
    expect(registered.statusCode).toBe(200);
    const code = await outboxCode(t, email);
    secrets.push(code);
    // A wrong code, then the right one.
    const wrong = code === '000000' ? '999999' : '000000';
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: wrong } });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email, otp: code },
    });
    const signupToken: string = verified.json().token;
    secrets.push(signupToken);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Wrong-Guess-3' },
    });
    secrets.push('Wrong-Guess-3');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const token: string = login.json().token;
    secrets.push(token);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    // The change ended the session; it goes on with the fresh token from the answer.
    const fresh: string = changed.json().token;
    secrets.push(fresh);

    const emailChange = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: bearer(fresh),
      payload: { email: 'log-watch-new@example.com', loginAlerts: true },
    });
    expect(emailChange.statusCode).toBe(200);
    const emailCode = await outboxCode(t, 'log-watch-new@example.com');
    secrets.push(emailCode);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(fresh),
      payload: { otp: emailCode },
    });
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'log-watch-new@example.com', password: newPassword },
    });
    secrets.push(relogin.json().token);

    const log = lines.join('');
    // The logger did run, at its most verbose: requests and the sign-up code notice are there.
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('Sign-up code sent to log-watch@example.com');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Token pieces too: a header or signature alone would be a leak.
    for (const part of token.split('.')) expect(log).not.toContain(part);
  });
});

describe('logs of addresses that carry secrets', () => {
  it('redact the query of /auth and of the Google callback, and every secret-named parameter elsewhere', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ4In0.c2lnbmF0dXJlLW9mLWEtdG9rZW4';
    const urls = [
      `/auth?token=${jwt}`,
      '/auth?msg=hello&token=one-time-code-under-watch',
      '/api/auth/google/callback?code=oidc-code-under-watch&state=oidc-state-under-watch',
      '/api/products?category=Kitchen&otp=otp-under-watch&password=pw-under-watch',
      '/api/orders/v1/paymentVerification?razorpay_signature=signature-under-watch&x=1',
      '/shop/kitchen?access_token=access-token-under-watch&Auth_Code=code-two-under-watch',
    ];
    const before = lines.length;
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const log = lines.slice(before).join('');
    // The requests were logged, with what is not secret kept.
    expect(log).toContain('/api/products?category=Kitchen');
    expect(log).toContain('/auth?[redacted]');
    for (const secret of [
      jwt,
      ...jwt.split('.'),
      'one-time-code-under-watch',
      'oidc-code-under-watch',
      'oidc-state-under-watch',
      'otp-under-watch',
      'pw-under-watch',
      'signature-under-watch',
      'access-token-under-watch',
      'code-two-under-watch',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
