// Without SMTP, mails go to the outbox; the sign-up code reaches a log line in development only (docs/product.md#accounts-sign-up).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../test/mail-helpers.ts';
import { loadConfig } from '../config.ts';
import { createMailer } from './mailer.ts';

async function outboxMailerIn(env: 'development' | 'test' | 'production') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-mailer-'));
  const config = loadConfig({
    NODE_ENV: env,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SHOP_NAME: 'Corner Shop',
    // Production refuses the sandbox payment gateway (docs/product.md#payment-online).
    RAZORPAY_KEY_ID: 'rzp_test_mailer',
    RAZORPAY_KEY_SECRET: 'not-used-here',
    // Production keeps mails in the outbox only when told to (docs/decisions/016-browser-safety-headers.md).
    ALLOW_OUTBOX_MAIL: 'true',
  });
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  return { config, lines, mailer: createMailer(config, app.log) };
}

const mail = {
  to: 'kiran@example.com',
  subject: 'Your code',
  text: 'Code 482913',
  html: '<p>Code 482913</p>',
};

describe('the outbox mailer', () => {
  it('writes each mail as a JSON file with from, to, subject, text and html', async () => {
    const { config, mailer, lines } = await outboxMailerIn('test');
    await mailer.send(mail);
    await mailer.send({ ...mail, subject: 'Second' });
    // Two mails written in the same millisecond have no order between them: compared by subject.
    const mails = (await readOutbox(config.mail.outboxDir)).sort((a, b) =>
      a.subject.localeCompare(b.subject),
    );
    expect(mails).toEqual([
      { ...mail, subject: 'Second', from: 'Corner Shop <no-reply@localhost>', createdAt: expect.any(String) },
      { ...mail, from: 'Corner Shop <no-reply@localhost>', createdAt: expect.any(String) },
    ]);
    // Only sign-up codes are announced.
    expect(lines).toEqual([]);
  });

  it.each(['test', 'production'] as const)(
    'in %s, says where a sign-up code went but not the code',
    async (env) => {
      const { config, mailer, lines } = await outboxMailerIn(env);
      await mailer.send({ ...mail, signupCode: '482913' });
      const log = lines.join('');
      expect(log).toContain('kiran@example.com');
      expect(log).toContain(config.mail.outboxDir);
      expect(log).not.toContain('482913');
    },
  );

  it('in development, also logs the code so a newcomer can sign up without mail', async () => {
    const { mailer, lines } = await outboxMailerIn('development');
    await mailer.send({ ...mail, signupCode: '482913' });
    expect(lines.join('')).toContain('482913');
  });
});
