// `npm start` runs the server under this supervisor (docs/decisions/033-a-crashed-server-comes-back.md,
// docs/deploy.md "Supervision"): `node apps/api/src/supervisor.ts <node arguments>` starts `node <node arguments>`
// (the server), and when that process fails (an uncaught exception, an unhandled rejection, the kernel's
// out-of-memory killer: any end but exit code 0), it logs how it ended and starts it again. The crash's own message and stack
// are the server's stderr, passed through untouched. SIGINT and SIGTERM go to the server, and the supervisor then
// ends with the server's exit code. A server that ends before it ever opened (a bad setting, a port in use) is not
// started again: that needs a person.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants, hostname } from 'node:os';

/** The wait before the first restart; it doubles while the server keeps ending soon after it started. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** A run this long counts as healthy: the next crash waits FIRST_DELAY_MS again. */
const STEADY_RUN_MS = 60_000;
/** What server.ts sends once it listens. */
const OPEN_MESSAGE = 'open';

const nodeArguments = process.argv.slice(2);
let server: ChildProcess | undefined;
let everOpened = false;
let stopping = false;
let restartDelayMs = FIRST_DELAY_MS;
let restartTimer: NodeJS.Timeout | undefined;
let restarts = 0;

/** One JSON line in pino's shape, beside the server's own: level 30 is info, 50 error. */
function log(level: 30 | 50, msg: string, fields: Record<string, unknown> = {}): void {
  const line = {
    level,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    name: 'supervisor',
    ...fields,
  };
  process.stdout.write(`${JSON.stringify({ ...line, msg })}\n`);
}

function start(): void {
  const startedAt = Date.now();
  // The IPC channel only carries OPEN_MESSAGE; the server's output goes straight to this process's.
  const child = spawn(process.execPath, nodeArguments, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  server = child;
  log(30, 'Started the server process', { serverPid: child.pid, restarts });
  child.on('message', (message) => {
    if (message !== OPEN_MESSAGE) return;
    everOpened = true;
    // The channel is not needed any more, and must not keep either process alive.
    child.disconnect();
  });
  child.on('exit', (code, signal) => {
    server = undefined;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (stopping) process.exit(exitCodeOf(code, signal));
    if (code === 0) {
      // Stopped on purpose (a signal sent to the server itself): not a crash.
      log(30, 'The server process stopped cleanly; so does the supervisor', { serverPid: child.pid });
      process.exit(0);
    }
    if (!everOpened) {
      log(50, `The server process ended (${how}) before it opened; not starting it again`, {
        serverPid: child.pid,
        exitCode: code,
        signal,
      });
      process.exit(exitCodeOf(code, signal));
    }
    if (Date.now() - startedAt >= STEADY_RUN_MS) restartDelayMs = FIRST_DELAY_MS;
    restarts++;
    log(50, `The server process ended (${how}); starting it again`, {
      serverPid: child.pid,
      exitCode: code,
      signal,
      restartInMs: restartDelayMs,
      restarts,
    });
    restartTimer = setTimeout(start, restartDelayMs);
    restartDelayMs = Math.min(restartDelayMs * 2, MAX_DELAY_MS);
  });
}

/** The code a shell gives a process that ended so: its own, or 128 + the signal's number. */
function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return 128 + (signal ? constants.signals[signal] : 0);
}

function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  log(30, `${signal} received, stopping the server process`);
  clearTimeout(restartTimer);
  // The server stops cleanly on either signal (docs/deploy.md "Health checks and shutdown"); its exit ends this one.
  if (server) server.kill(signal);
  else process.exit(0);
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
start();
