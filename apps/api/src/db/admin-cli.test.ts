// `npm run admin:create` (docs/product.md#admin-access): the command makes an existing account an admin and `--revoke` undoes it,
// against DATABASE_URL or the running shop's embedded cluster (DATA_DIR/postgres.url). Spawned as a real process.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bearer, signTestToken } from '../../test/account-helpers.ts';
import { useShopper } from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { embeddedUrlFile } from './open-database.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./admin-cli.ts', import.meta.url));

const t = useTestApp({ template: 'empty' });
const who = useShopper(t);

/** Runs the command with only the variables given (none of the machine's own DATABASE_URL or DATA_DIR). */
async function adminCli(args: string[], env: Record<string, string>) {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'shop-cli-')));
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function roleOf(userId: string) {
  const row = await t.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.role;
}

/** The admin audit list, asked with `headers` (by default the shopper's token from before any role change). */
function adminList(headers = who.headers) {
  return t.app.inject({ method: 'GET', url: '/api/admin/audit', headers });
}

/** A token signed now, under the user's current token version (the shopper's tokens predate sessions). */
async function freshHeaders() {
  const { token_version } = await t.db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', who.userId)
    .executeTakeFirstOrThrow();
  return bearer(await signTestToken(t.config.jwtSecret, { userId: who.userId, tv: token_version }));
}

describe('npm run admin:create', () => {
  it('makes an account an admin, says so when it already is one, and audits the change', async () => {
    expect((await adminList()).statusCode).toBe(403);
    const made = await adminCli(['create', '--email', ` ${who.email.toUpperCase()} `], {
      DATABASE_URL: t.databaseUrl,
    });
    expect(made, made.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining('is now an admin') });
    expect(await roleOf(who.userId)).toBe('admin');
    // A role change ends the sessions issued before it (docs/decisions/021); a new sign-in is an admin's.
    expect((await adminList()).statusCode).toBe(401);
    expect((await adminList(await freshHeaders())).statusCode).toBe(200);

    const again = await adminCli(['create', '--email', who.email], { DATABASE_URL: t.databaseUrl });
    expect(again.stdout).toContain('is already an admin');

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', who.userId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: null,
        action: 'user.role',
        entity: 'user',
        before: { email: who.email, role: 'customer' },
        after: { email: who.email, role: 'admin' },
      }),
    ]);
  });

  it('revokes through the running shop’s embedded cluster, named in DATA_DIR/postgres.url', async () => {
    const adminHeaders = await freshHeaders();
    expect((await adminList(adminHeaders)).statusCode).toBe(200);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-cli-running-'));
    await writeFile(embeddedUrlFile(dataDir), `${t.databaseUrl}\n`);
    const revoked = await adminCli(['create', '--email', who.email, '--revoke'], { DATA_DIR: dataDir });
    expect(revoked, revoked.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('is no longer an admin'),
    });
    expect(await roleOf(who.userId)).toBe('customer');
    // The admin's token is refused at once; a new sign-in is a customer's.
    expect((await adminList(adminHeaders)).statusCode).toBe(401);
    expect((await adminList(await freshHeaders())).statusCode).toBe(403);
  });

  it('names an unknown account and exits with an error', async () => {
    const result = await adminCli(['create', '--email', 'nobody@example.com'], {
      DATABASE_URL: t.databaseUrl,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account uses nobody@example.com');
  });

  it('shows how to use it when the email is missing', async () => {
    const result = await adminCli(['create'], { DATABASE_URL: t.databaseUrl });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin:create -- --email someone@example.com');
  });
});
