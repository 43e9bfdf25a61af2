// An admin for browser tests, made the way a shop owner makes one: a normal sign-up, then the documented
// command (`npm run admin:create -- --email …`), run against the test server's running database.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect } from '@playwright/test';
import { createAccount, type TestAccount } from './accounts.ts';
import { E2E_DATA_DIR } from './test-server.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function createAdmin(request: APIRequestContext): Promise<TestAccount> {
  const account = await createAccount(request, 'admin');
  await run(process.execPath, ['apps/api/src/db/admin-cli.ts', 'create', '--email', account.email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  // A role change ends the sessions issued before it (docs/decisions/021-sessions.md): sign in again, as the
  // new admin would.
  const signedIn = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  return { ...account, token };
}
