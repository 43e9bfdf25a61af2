// Do sign-up and forgot-password take as long for an address that has an account as for one that has none
// (docs/decisions/034-sessions-on-the-server.md)? And how many statements does the guard send per signed-in request?
// Runs the shop in this process on a throw-away embedded PostgreSQL and prints figures; it asserts nothing.
//   node bench/enumeration-timing.ts [--rounds 60]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDb } from '../apps/api/src/db/connection.ts';
import type { Database } from '../apps/api/src/db/database.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitOverrides } from '../apps/api/src/lib/rate-limiter.ts';
import { createAuthGuard } from '../apps/api/src/modules/auth/auth.guard.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '60' } } });
const rounds = Number(values.rounds);

const dir = await mkdtemp(path.join(tmpdir(), 'enumeration-timing-'));
const server = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), persistent: false });
await ensureDatabase(server.adminUrl, 'accounts');
const url = server.urlFor('accounts');
const db = openDb(url, 8);
await migrateToLatest(db);
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(dir, 'data'),
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  JOBS_WORKER: 'false',
});
// Every request comes from one address and one email is asked for many times: no limit may answer instead.
const lifted = { limit: 1_000_000, windowSeconds: 60 };
const rateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((action) => [action, { perIp: lifted, perSubject: lifted }]),
) as RateLimitOverrides;
const app = await buildApp({ config, db, databaseUrl: url, rateLimits });
await app.ready();

function post(route: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: route, payload });
}

async function timed(run: () => Promise<{ statusCode: number }>): Promise<number> {
  const started = performance.now();
  const answer = await run();
  if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}`);
  return performance.now() - started;
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `| ${label} | ${times.length} | ${at(0.5).toFixed(1)} | ${at(0.9).toFixed(1)} |`;
}

// Accounts that exist: made straight in the database (a password hash is not needed to be asked about).
const known = Array.from({ length: rounds }, (_, n) => `known-${n}@bench.example`);
await db
  .insertInto('users')
  .values(
    known.map((email, n) => ({
      id: (n + 1).toString(16).padStart(24, '0'),
      email,
      first_name: 'Asha',
      auth_method: 'password' as const,
      password_hash:
        '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
    })),
  )
  .execute();

const times: Record<string, number[]> = {
  'sign-up, address with an account': [],
  'sign-up, new address': [],
  'forgot password, address with an account': [],
  'forgot password, no account': [],
};
// Interleaved, so a slower moment of a busy machine falls on both kinds alike; a warm-up round first.
for (let n = -1; n < rounds; n++) {
  const i = Math.max(n, 0);
  const signUp = (email: string) => () =>
    post('/api/auth/register', { firstName: 'Asha', email, password: 'correct horse 1' });
  const forgot = (email: string) => () => post('/api/auth/forgot-password', { email });
  const pairs: Array<[string, () => Promise<{ statusCode: number }>]> = [
    ['sign-up, address with an account', signUp(known[i] ?? '')],
    ['sign-up, new address', signUp(`new-${n}@bench.example`)],
    ['forgot password, address with an account', forgot(known[i] ?? '')],
    ['forgot password, no account', forgot(`nobody-${n}@bench.example`)],
  ];
  if (n % 2 === 1) pairs.reverse();
  for (const [label, run] of pairs) {
    const ms = await timed(run);
    if (n >= 0) times[label]?.push(ms);
  }
}

// The guard: statements sent for one signed-in request (its hook and its handler both ask).
const sent: string[] = [];
const counting = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  log: (event) => {
    if (event.level === 'query') sent.push(event.query.sql);
  },
});
const guard = createAuthGuard(counting, config);
const session = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', known[0] ?? '')
  .executeTakeFirstOrThrow();
await db
  .insertInto('sessions')
  .values({ id: 'f'.repeat(24), user_id: session.id, last_ip: '198.51.100.7', user_agent: 'bench' })
  .execute();
const { SignJWT } = await import('jose');
const token = await new SignJWT({ userId: session.id, sid: 'f'.repeat(24) })
  .setProtectedHeader({ alg: 'HS256' })
  .setExpirationTime('1h')
  .sign(new TextEncoder().encode(config.jwtSecret));
const request = { headers: { authorization: `Bearer ${token}` }, ip: '198.51.100.7' };
for (let n = 0; n < 100; n++) {
  const one = { ...request } as never;
  await guard.requireUser(one);
  await guard.userId(one);
}
await counting.destroy();

console.log(`Rounds: ${rounds} of each, interleaved, in one process (app.inject), embedded PostgreSQL.\n`);
console.log('| answer | n | p50 ms | p90 ms |\n| --- | --- | --- | --- |');
for (const [label, list] of Object.entries(times)) console.log(summary(label, list));
console.log(`\nGuard: ${sent.length} statements for 100 signed-in requests (hook and handler each asking).`);

await app.close();
await db.destroy();
await server.stop();
await rm(dir, { recursive: true, force: true });
