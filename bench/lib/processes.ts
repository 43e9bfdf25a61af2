// Child processes of the benchmark: the shop's production server and the bare baseline server, each timed from
// spawn to its first answered request, and sampled for resident memory while the load runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../../apps/api/src/db/embedded-postgres.ts';
import { LIFTED_ORDER_LIMITS_ENV, LIFTED_REQUEST_BUDGETS_ENV } from '../../apps/api/test/lifted-limits.ts';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The Node flags `npm start` gives the server (package.json), so the bench measures the same process: written
 * before server.ts, after the supervisor when there is one (docs/decisions/033-a-crashed-server-comes-back.md).
 */
export function startFlags(): string[] {
  const scripts = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts as Record<string, string>;
  const command =
    /node (?:apps\/api\/src\/supervisor\.ts )?((?:--\S+ )*)apps\/api\/src\/server\.ts/.exec(
      scripts.start ?? '',
    )?.[1] ?? '';
  return command.split(' ').filter((flag) => flag.startsWith('--') && !flag.startsWith('--env-file'));
}
export const BENCH_JWT_SECRET = 'bench-only-secret-bench-only-secret-0123456789';

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 answer. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitForAnswer(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) {
        await response.arrayBuffer();
        return performance.now() - started;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** `node apps/api/src/server.ts` with npm start's flags and NODE_ENV=production against the given database. */
export async function startShop(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      // Node flags to try on the server (e.g. --max-semi-space-size=8), without changing npm start.
      ...(process.env.BENCH_NODE_OPTIONS && { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS }),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Bench-only secrets: production refuses to start without them. COD orders never call the provider.
      JWT_SECRET: BENCH_JWT_SECRET,
      RAZORPAY_KEY_ID: 'rzp_test_bench',
      RAZORPAY_KEY_SECRET: 'bench-only-key-secret',
      // No SMTP server here: order mails go to the bench's outbox folder.
      ALLOW_OUTBOX_MAIL: 'true',
      // 64 connections from one address, a few accounts ordering as fast as they can: the limits on one visitor
      // are lifted, but load shedding stays as production has it (docs/decisions/017).
      ...LIFTED_REQUEST_BUDGETS_ENV,
      ...LIFTED_ORDER_LIMITS_ENV,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitForAnswer(`${url}/api/health`, child, started);
  return { url, pid: child.pid ?? 0, startMs, stop: stopper(child) };
}

/** The bare Fastify baseline, answering `bytes` of constant JSON at /baseline. */
export async function startBaseline(bytes: number): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['bench/lib/baseline-server.ts', String(bytes)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  const startMs = await waitForAnswer(`${url}/baseline`, child, started);
  return { url, pid: child.pid ?? 0, startMs, stop: stopper(child) };
}

/** Samples a process's resident set size every 200 ms; `stop` returns the peak in megabytes. */
export function sampleRss(pid: number): { stop(): number } {
  let peak = 0;
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      peak = Math.max(peak, Number(match?.[1] ?? 0) / 1024);
    } catch {
      // The process has gone.
    }
  };
  read();
  const timer = setInterval(read, 200);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}
