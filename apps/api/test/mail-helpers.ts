// Reading the shop's mails in tests: from a real local SMTP server (smtp-server), or from the outbox folder.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { OutboxMail } from '../src/adapters/mailer.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { madeBeforeAll } from './before-all.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The Message-ID header: a mail job's id (docs/decisions/025). */
  messageId: string;
  /** The text and HTML parts, decoded. */
  body: string;
}

export interface TestSmtpServer {
  url: string;
  mails: CapturedMail[];
  /** Waits for the next mail to `to` that was not seen before. */
  nextMailTo(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** From now on, keep senders waiting: receive mails but never accept them (nor count them). */
  hold(): void;
  /** Accept mails again from now on (those held stay unanswered). */
  release(): void;
  /** How many mails are being held, received but unanswered. */
  held(): number;
  close(): Promise<void>;
}

/**
 * A plain SMTP server on a free loopback port (or `port`, to stand in for one that was down): no TLS, no auth,
 * every mail accepted and kept. While `hold()` is on, mails are received but never accepted (the server keeps the
 * client waiting for its answer), as a slow server would: a sender killed then has sent nothing.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  let holding = false;
  let heldCount = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          // Never answered: the sender waits until it gives up or dies, and the mail is not delivered.
          heldCount += 1;
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          body: decodeBodies(raw),
        });
        callback();
      });
    },
  });
  // A sender killed mid-conversation resets its connection: the server drops it and carries on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('SMTP server has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async nextMailTo(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.find((candidate) => !taken.has(candidate) && candidate.to.includes(to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
    },
    held: () => heldCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The file's SMTP server: started before its tests, closed after them. */
export function useSmtpServer(): TestSmtpServer {
  return madeBeforeAll(
    () => startSmtpServer(),
    (server) => server.close(),
  );
}

/**
 * The file's (or describe's) demo app, mailing through SMTP at a free port where nothing listens yet, so its mails
 * fail; `startSmtp()` brings a mail server up at that port. The app and the server are closed after the tests.
 */
export function useAppWithSmtpDown(): { t: TestApp; startSmtp(): Promise<TestSmtpServer> } {
  let port = 0;
  let smtp: TestSmtpServer | undefined;
  const t = madeBeforeAll(
    async () => {
      port = await freePort();
      return createTestApp({ template: 'demo', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    },
    async (app) => {
      await app.close();
      await smtp?.close();
    },
  );
  return {
    t,
    async startSmtp() {
      smtp = await startSmtpServer(port);
      return smtp;
    },
  };
}

/** Enough MIME to read nodemailer's output: each part's body, quoted-printable or base64 decoded. */
function decodeBodies(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') {
        return body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          );
      }
      return body;
    })
    .join('\n');
}

/** Every mail in the outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const files = (await readdir(outboxDir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxMail),
  );
}

/** The newest outbox mail to `to`, if any. */
export async function lastOutboxMailTo(outboxDir: string, to: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(outboxDir)).findLast((mail) => mail.to === to);
}

/** The 6-digit code in a mail's text. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}
