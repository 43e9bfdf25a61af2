// Sign-up with an emailed code (docs/product.md#accounts-sign-up): real SMTP, the outbox, tries, expiry, duplicates, re-sends.
import { AUTH_MESSAGES } from '@shop/shared/auth.schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertGoogleUser, outboxCode, signUp } from '../../../test/account-helpers.ts';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { codeIn, readOutbox, startSmtpServer, type TestSmtpServer } from '../../../test/mail-helpers.ts';
import { createTestApp, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { QUEUES } from '../../jobs/job-queue.ts';

const t = useTestApp({ template: 'empty' });

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `shopper${counter}@example.com`;
}

function post(app: TestApp, url: string, payload: Record<string, unknown>) {
  return app.app.inject({ method: 'POST', url, payload });
}

function register(app: TestApp, email: string, password = 'secret-pass') {
  return post(app, '/api/auth/register', { firstName: 'Asha', lastName: 'Rao', email, password });
}

describe('sign-up through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let withSmtp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    withSmtp = await createTestApp({
      template: 'empty',
      env: { SMTP_URL: smtp.url, SHOP_NAME: 'Test Bazaar' },
    });
  });
  afterAll(async () => {
    await withSmtp.close();
    await smtp.close();
  });

  it('mails the code, and the verified account can read its profile with the token', async () => {
    const email = 'Priya.Sharma@Example.com';
    const registered = await register(withSmtp, email);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ message: AUTH_MESSAGES.codeSent });

    const mail = await smtp.nextMailTo('priya.sharma@example.com');
    expect(mail.subject).toContain('Test Bazaar');
    expect(mail.body).toContain('Test Bazaar');
    const verified = await post(withSmtp, '/api/auth/verify-otp', { email, otp: codeIn(mail.body) });
    expect(verified.statusCode).toBe(200);
    const { token, message } = verified.json();
    expect(message).toEqual(expect.any(String));

    const profile = await withSmtp.app.inject({
      method: 'GET',
      url: '/api/auth/update',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: 'priya.sharma@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
      authMethod: 'password',
      loginAlerts: false,
      addresses: [],
      pendingEmail: null,
    });
    // Nothing is left in the outbox when SMTP is configured.
    await jobsSettled(withSmtp);
    expect(await readOutbox(withSmtp.config.mail.outboxDir)).toEqual([]);
  });
});

describe('sign-up without SMTP', () => {
  it('writes the mail to DATA_DIR/outbox as JSON with the code in its text and HTML', async () => {
    const email = freshEmail();
    await register(t, email);
    await jobsSettled(t);
    const mails = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: email, from: expect.stringContaining('no-reply@localhost') });
    const code = codeIn(mail?.text ?? '');
    expect(mail?.html).toContain(code);
  });

  it('stores the pending sign-up with hashed password and code, never the plain ones', async () => {
    const email = freshEmail();
    await register(t, email, 'plain-text-password');
    const code = await outboxCode(t, email);
    const row = await t.db
      .selectFrom('pending_signups')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('plain-text-password');
    expect(row.code_hash).not.toContain(code);
  });

  it('locks the sign-up after 5 wrong codes: the right code then fails too', async () => {
    const email = freshEmail();
    await register(t, email);
    const code = await outboxCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(t, '/api/auth/verify-otp', { email, otp: wrong });
      expect(response.statusCode).toBe(400);
      answers.push(response.json().message);
    }
    expect(answers[0]).toBe('Invalid verification code. 4 attempts left.');
    expect(answers[3]).toBe('Invalid verification code. 1 attempt left.');
    expect(answers[4]).toBe(AUTH_MESSAGES.tooManyWrongCodes);
    const right = await post(t, '/api/auth/verify-otp', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await register(t, email);
    const code = await outboxCode(t, email);
    await t.db
      .updateTable('pending_signups')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('email', '=', email)
      .execute();
    const response = await post(t, '/api/auth/verify-otp', { email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });

  it('answers an address that has an account exactly as a new one, and mails its owner instead of a code', async () => {
    // docs/decisions/034: no answer on sign-up tells whether an address has an account.
    const { email: known } = await signUp(t, { email: freshEmail() });
    const unknown = freshEmail();
    const [forKnown, forUnknown] = [await register(t, known.toUpperCase()), await register(t, unknown)];
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.statusCode).toBe(200);
    expect(forKnown.body).toBe(forUnknown.body);

    await jobsSettled(t);
    const mails = await readOutbox(t.config.mail.outboxDir);
    const toKnown = mails.filter((mail) => mail.to === known);
    expect(toKnown.at(-1)?.subject).toMatch(/Someone tried to create/);
    expect(toKnown.at(-1)?.text).toMatch(/sign in with your password, or use "Forgot password\?"/);
    expect(toKnown.at(-1)?.text).not.toMatch(/\b\d{6}\b/);

    // The code step answers alike too: a wrong code, then a re-send.
    const wrongKnown = await post(t, '/api/auth/verify-otp', { email: known, otp: '000000' });
    const wrongUnknown = await post(t, '/api/auth/verify-otp', { email: unknown, otp: '000000' });
    expect([wrongKnown.statusCode, wrongKnown.body]).toEqual([wrongUnknown.statusCode, wrongUnknown.body]);
    for (const email of [known, unknown]) {
      await t.db
        .updateTable('pending_signups')
        .set({ last_sent_at: sql<Date>`now() - interval '2 minutes'` })
        .where('email', '=', email)
        .execute();
    }
    const resendKnown = await post(t, '/api/auth/resend-otp', { email: known });
    const resendUnknown = await post(t, '/api/auth/resend-otp', { email: unknown });
    expect([resendKnown.statusCode, resendKnown.body]).toEqual([
      resendUnknown.statusCode,
      resendUnknown.body,
    ]);
    await jobsSettled(t);
    const after = await readOutbox(t.config.mail.outboxDir);
    expect(after.filter((mail) => mail.to === known)).toHaveLength(toKnown.length);
  });

  it('re-sends for a known address with the same work as for a new one: a mail job each, the known one mails nothing', async () => {
    // docs/decisions/034: a re-send that skipped the job for a known address answered measurably sooner.
    const { email: known } = await signUp(t, { email: freshEmail() });
    const unknown = freshEmail();
    await register(t, known);
    await register(t, unknown);
    await jobsSettled(t);
    const mailJobs = async (email: string) => {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from pgboss.job
        where name = ${QUEUES.sendMail} and data->>'about' = ${email}`.execute(t.db);
      return rows[0]?.count ?? 0;
    };
    const before = { known: await mailJobs(known), unknown: await mailJobs(unknown) };
    const mailsBefore = (await readOutbox(t.config.mail.outboxDir)).filter(
      (mail) => mail.to === known,
    ).length;
    await t.db
      .updateTable('pending_signups')
      .set({ last_sent_at: sql<Date>`now() - interval '2 minutes'` })
      .where('email', 'in', [known, unknown])
      .execute();
    expect((await post(t, '/api/auth/resend-otp', { email: known })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/resend-otp', { email: unknown })).statusCode).toBe(200);
    expect(await mailJobs(unknown)).toBe(before.unknown + 1);
    expect(await mailJobs(known)).toBe(before.known + 1);
    await jobsSettled(t);
    expect((await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to === known)).toHaveLength(
      mailsBefore,
    );
  });

  it('tells the owner of a Google account, by mail, to sign in with Google', async () => {
    const googleEmail = freshEmail();
    await insertGoogleUser(t, googleEmail);
    const google = await register(t, googleEmail);
    expect(google.statusCode).toBe(200);
    expect(google.json()).toEqual({ message: AUTH_MESSAGES.codeSent });
    await jobsSettled(t);
    const mail = (await readOutbox(t.config.mail.outboxDir)).findLast((sent) => sent.to === googleEmail);
    expect(mail?.text).toMatch(/Continue with Google/);
  });

  it('replaces the pending sign-up when the same email registers again', async () => {
    const email = freshEmail();
    await register(t, email, 'first-password');
    const firstCode = await outboxCode(t, email);
    await register(t, email, 'second-password');
    const secondCode = await outboxCode(t, email);
    expect(
      await t.db.selectFrom('pending_signups').where('email', '=', email).select('email').execute(),
    ).toHaveLength(1);
    if (firstCode !== secondCode) {
      expect((await post(t, '/api/auth/verify-otp', { email, otp: firstCode })).statusCode).toBe(400);
    }
    expect((await post(t, '/api/auth/verify-otp', { email, otp: secondCode })).statusCode).toBe(200);
    const login = await post(t, '/api/auth/login', { email, password: 'second-password' });
    expect(login.statusCode).toBe(200);
  });

  it('re-sends at most once a minute and five times per sign-up, each with a new working code', async () => {
    const email = freshEmail();
    await register(t, email);
    const tooSoon = await post(t, '/api/auth/resend-otp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(AUTH_MESSAGES.resendTooSoon);

    const backdate = () =>
      t.db
        .updateTable('pending_signups')
        .set({ last_sent_at: sql<Date>`now() - interval '61 seconds'` })
        .where('email', '=', email)
        .execute();
    for (let resend = 0; resend < 5; resend++) {
      await backdate();
      const response = await post(t, '/api/auth/resend-otp', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.codeSent });
      // Each mail out before the next is asked for: the queue may send a batch in any order, and the test reads
      // the newest mail for the newest code.
      await jobsSettled(t);
    }
    await backdate();
    const sixth = await post(t, '/api/auth/resend-otp', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.tooManyResends);

    expect(
      (await post(t, '/api/auth/verify-otp', { email, otp: await outboxCode(t, email) })).statusCode,
    ).toBe(200);
  });

  it('has nothing to re-send or verify for an email that never registered', async () => {
    const email = freshEmail();
    expect((await post(t, '/api/auth/resend-otp', { email })).statusCode).toBe(400);
    const verify = await post(t, '/api/auth/verify-otp', { email, otp: '123456' });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe(AUTH_MESSAGES.noPendingSignup);
  });

  it('validates the sign-up form', async () => {
    const short = await register(t, freshEmail(), '12345');
    expect(short.statusCode).toBe(400);
    const noName = await post(t, '/api/auth/register', { email: freshEmail(), password: 'secret-pass' });
    expect(noName.statusCode).toBe(400);
    const badCode = await post(t, '/api/auth/verify-otp', { email: freshEmail(), otp: '12ab56' });
    expect(badCode.statusCode).toBe(400);
  });
});
