// Sends the shop's mails (ARCHITECTURE: adapters). With SMTP_URL set, through that server (nodemailer);
// otherwise each mail becomes a JSON file in DATA_DIR/outbox, so the shop works with no mail account.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Set on the sign-up code mail only. Without SMTP, a log line then tells where the code went, so a
   * newcomer can find it; the code itself is logged in development only, never in test or production.
   */
  signupCode?: string;
  /**
   * The Message-ID header, `<id@host>`: the mail job's id (docs/decisions/025), so a mail sent again after a
   * crash is the same message to whoever receives it.
   */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** One file of the outbox: what an end-to-end test reads to get a code without SMTP. */
export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId?: string;
  createdAt: string;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) return smtpMailer(smtpUrl, from);
  return outboxMailer(config, log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a mail job that hangs past its expiry would be retried while still running (job-queue.ts).
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send({ to, subject, text, html, messageId }) {
      await transport.sendMail({ to, subject, text, html, ...(messageId && { messageId }) });
    },
  };
}

function outboxMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const dir = config.mail.outboxDir;
  return {
    async send({ to, subject, text, html, signupCode, messageId }) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      // Time first, so the files sort by when they were written; the random part keeps same-ms mails apart.
      const file = path.join(
        dir,
        `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      const mail: OutboxMail = {
        from: config.mail.from,
        to,
        subject,
        text,
        html,
        ...(messageId && { messageId }),
        createdAt,
      };
      // Written aside, then renamed: whoever reads the outbox never sees a half-written mail.
      await writeFile(`${file}.tmp`, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      if (signupCode === undefined) return;
      // Codes and tokens never reach a log line (docs/product.md#accounts-sessions), with this one exception for local development.
      const code = config.env === 'development' ? ` (development only: the code is ${signupCode})` : '';
      log.info(`Sign-up code sent to ${to}: SMTP_URL is not set, so the mail is in ${file}${code}`);
    },
  };
}
