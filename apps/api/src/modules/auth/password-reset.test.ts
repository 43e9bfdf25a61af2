// Forgot password (docs/decisions/034-sessions-on-the-server.md): a 6-digit code mailed to a password account, the
// same answers for every address, 5 tries per code, limits per address and per email, and a reset that ends every
// session, mails a notice and signs this browser in.
import { AUTH_MESSAGES, wrongCode } from '@shop/shared/auth.schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, insertGoogleUser, outboxCode, signUp } from '../../../test/account-helpers.ts';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { readOutbox } from '../../../test/mail-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limiter.ts';

const t = useTestApp({ template: 'empty' });

let counter = 0;
function unknownEmail(): string {
  counter += 1;
  return `nobody-${counter}-${Date.now()}@example.com`;
}

function forgot(email: string, ip = '198.51.100.20') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { 'x-forwarded-for': ip },
    payload: { email },
  });
}

function reset(email: string, otp: string, newPassword = 'a new password 1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email, otp, newPassword },
  });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/update', headers: bearer(token) });
}

describe('forgot password', () => {
  it('answers a known and an unknown address with the same status and body, and mails only the account', async () => {
    const { email } = await signUp(t);
    const nobody = unknownEmail();
    const forKnown = await forgot(email);
    const forUnknown = await forgot(nobody);
    expect(forKnown.statusCode).toBe(200);
    expect([forKnown.statusCode, forKnown.body]).toEqual([forUnknown.statusCode, forUnknown.body]);
    expect(forKnown.json()).toEqual({ message: AUTH_MESSAGES.resetCodeSent });
    await jobsSettled(t);
    const mails = await readOutbox(t.config.mail.outboxDir);
    expect(mails.findLast((mail) => mail.to === email)?.subject).toMatch(/Reset your .* password/);
    expect(mails.filter((mail) => mail.to === nobody)).toEqual([]);
  });

  it('tries codes alike for a known and an unknown address', async () => {
    const { email } = await signUp(t);
    const nobody = unknownEmail();
    await forgot(email);
    await forgot(nobody);
    const forKnown = await reset(email, '000000');
    const forUnknown = await reset(nobody, '000000');
    expect(forKnown.statusCode).toBe(400);
    expect([forKnown.statusCode, forKnown.body]).toEqual([forUnknown.statusCode, forUnknown.body]);
    expect(forKnown.json()).toEqual({ message: wrongCode(4) });
    // Without a code asked for, both are told the same.
    const neverAsked = await reset(unknownEmail(), '123456');
    expect(neverAsked.json()).toEqual({ message: AUTH_MESSAGES.noPasswordReset });
  });

  it('sets the password with the mailed code, ends every session, mails a notice and signs this browser in', async () => {
    const { email, password, token } = await signUp(t);
    const otherDevice = (await login(email, password)).json().token as string;
    await forgot(email);
    const answer = await reset(email, await outboxCode(t, email), 'my new password 7');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ token: expect.any(String), message: AUTH_MESSAGES.passwordReset });

    expect((await profile(answer.json().token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'my new password 7')).statusCode).toBe(200);
    await jobsSettled(t);
    const notice = (await readOutbox(t.config.mail.outboxDir)).findLast((mail) => mail.to === email);
    expect(notice?.subject).toMatch(/password was reset/);
    // A code is used once.
    expect((await reset(email, '123456')).json()).toEqual({ message: AUTH_MESSAGES.noPasswordReset });
  });

  it('locks a code after 5 wrong tries: even the right code is refused then', async () => {
    const { email, password } = await signUp(t);
    await forgot(email);
    const code = await outboxCode(t, email);
    const wrong = code === '999999' ? '000000' : '999999';
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) messages.push((await reset(email, wrong)).json().message);
    expect(messages).toEqual([
      wrongCode(4),
      wrongCode(3),
      wrongCode(2),
      wrongCode(1),
      AUTH_MESSAGES.tooManyWrongResetCodes,
    ]);
    expect((await reset(email, code)).statusCode).toBe(400);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { email } = await signUp(t);
    await forgot(email);
    const code = await outboxCode(t, email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('email', '=', email)
      .execute();
    expect((await reset(email, code)).json()).toEqual({ message: AUTH_MESSAGES.noPasswordReset });
  });

  it('mails a new code at most once a minute, with the same answer', async () => {
    const { email } = await signUp(t);
    await forgot(email);
    const first = await outboxCode(t, email);
    expect((await forgot(email)).json()).toEqual({ message: AUTH_MESSAGES.resetCodeSent });
    await jobsSettled(t);
    const codes = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to === email);
    expect(codes.filter((mail) => /Reset your/.test(mail.subject))).toHaveLength(1);
    // The code already sent still works.
    expect((await reset(email, first)).statusCode).toBe(200);
  });

  it('tells a Google account by mail to use Google, and answers as for any address', async () => {
    const googleEmail = `${unknownEmail()}.google`;
    await insertGoogleUser(t, googleEmail);
    const answer = await forgot(googleEmail);
    expect(answer.json()).toEqual({ message: AUTH_MESSAGES.resetCodeSent });
    await jobsSettled(t);
    const mail = (await readOutbox(t.config.mail.outboxDir)).findLast((sent) => sent.to === googleEmail);
    expect(mail?.text).toMatch(/signs in with Google/);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    expect((await reset(googleEmail, '123456')).json()).toEqual({ message: wrongCode(4) });
  });

  it('refuses a new password under 6 characters before it uses a try', async () => {
    const { email } = await signUp(t);
    await forgot(email);
    const short = await reset(email, '123456', 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 6 characters/);
    const { attempts } = await t.db
      .selectFrom('password_resets')
      .select('attempts')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(attempts).toBe(0);
  });
});

describe('forgot password limits', () => {
  const limited = useTestApp({
    template: 'empty',
    rateLimits: { forgotPassword: DEFAULT_RATE_LIMITS.forgotPassword },
  });

  it('asks for codes at most 5 times an hour per email, known or not, and 20 per address', async () => {
    const perEmail: number[] = [];
    for (let n = 0; n < 6; n++) {
      const answer = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
        payload: { email: 'someone@example.com' },
      });
      perEmail.push(answer.statusCode);
    }
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const perAddress: number[] = [];
    for (let n = 0; n < 21; n++) {
      const answer = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        payload: { email: `sweep-${n}@example.com` },
      });
      perAddress.push(answer.statusCode);
    }
    expect(perAddress).toEqual([...Array(20).fill(200), 429]);
  });
});
