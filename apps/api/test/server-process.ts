// Runs the real server (`node apps/api/src/server.ts`) as a child process, as production does: for shutdown,
// crash and several-process tests and scripts. No vitest import, so scripts can use it too.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded-postgres.ts';
import { LIFTED_LIMITS_ENV, TEST_JOBS_ENV } from './lifted-limits.ts';

export const serverFile = path.resolve(import.meta.dirname, '../src/server.ts');

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

export interface ServerOptions {
  /** Omit for the embedded PostgreSQL under DATA_DIR. */
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for the "is open" line. */
  startTimeoutMs?: number;
  /** What `node` runs: the server file by default; e.g. the supervisor with the server's arguments after it. */
  nodeArguments?: string[];
}

export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'shop-server-')));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
    // No built web app: these processes serve the API only.
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    TRUST_PROXY: 'true',
    ...LIFTED_LIMITS_ENV,
    ...TEST_JOBS_ENV,
    ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
    ...options.env,
  };
  const child = spawn(process.execPath, options.nodeArguments ?? [serverFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!printed.includes(' is open at ')) {
    const ended = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 50, undefined))]);
    if (ended !== undefined) throw new Error(`the server exited (${ended}) before opening:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not open in time:\n${printed}`);
    }
  }
  return { child, baseUrl: `http://127.0.0.1:${port}`, port, dataDir, output: () => printed, exited };
}
