// Reading the shop's mails in tests: from a real local SMTP server (smtp-server), or from the outbox folder.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { OutboxMail } from '../src/adapters/mailer.ts';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The text and HTML parts, decoded. */
  body: string;
}

export interface TestSmtpServer {
  url: string;
  mails: CapturedMail[];
  /** Waits for the next mail to `to` that was not seen before. */
  nextMailTo(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A plain SMTP server on a free loopback port: no TLS, no auth, every mail accepted and kept. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          body: decodeBodies(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
