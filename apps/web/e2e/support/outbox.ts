// The test server's outbox: it runs without SMTP, so every mail it sends is a JSON file there, named so that
// the names sort in the order the mails were sent.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './test-server.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail sent so far, oldest first (none before the first mail makes the folder). */
export async function outboxMails(): Promise<OutboxMail[]> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail),
  );
}

/** The subjects of the mails sent to the address. */
export async function subjectsMailedTo(email: string): Promise<string[]> {
  return (await outboxMails())
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
    .map((mail) => mail.subject);
}
