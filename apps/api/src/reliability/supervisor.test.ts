// `npm start` survives a crash of the server (docs/decisions/033-a-crashed-server-comes-back.md): the supervisor
// (supervisor.ts) starts the real server again after an unhandled rejection, and the crash stays in the log. A
// server that fails before it ever opened is not started again.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverFile, startServer } from '../../test/server-process.ts';
import { useTestApp } from '../../test/test-app.ts';

const supervisorFile = path.resolve(import.meta.dirname, '../supervisor.ts');
const plantFile = path.resolve(import.meta.dirname, '../../test/plant-unhandled-rejection.ts');

const t = useTestApp({ template: 'empty' });

/** The pids of the server processes the supervisor started, in order, from its log lines. */
function serverPids(output: string): number[] {
  return [...output.matchAll(/"serverPid":(\d+),"restarts":\d+,"msg":"Started the server process"/g)].map(
    (match) => Number(match[1]),
  );
}

async function until(condition: () => boolean, what: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the supervisor of npm start', () => {
  it('logs a planted unhandled rejection and starts the server again', async () => {
    const supervised = await startServer({
      databaseUrl: t.databaseUrl,
      nodeArguments: [supervisorFile, '--import', plantFile, serverFile],
    });
    try {
      const [first] = serverPids(supervised.output());
      if (first === undefined) throw new Error(`no server pid logged:\n${supervised.output()}`);
      process.kill(first, 'SIGUSR2');
      await until(
        () => supervised.output().split(' is open at ').length === 3,
        'a second start',
        supervised.output,
      );
      const output = supervised.output();
      // The crash, as Node reports it, with its stack; then the supervisor's error line saying what it does.
      expect(output).toMatch(/Error: planted unhandled rejection\n\s+at /);
      expect(output).toMatch(
        /"level":50,.*"exitCode":1,"signal":null,"restartInMs":1000,"restarts":1,"msg":"The server process ended \(exit code 1\); starting it again"/,
      );
      const [, second] = serverPids(output);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      expect((await fetch(`${supervised.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      supervised.child.kill('SIGTERM');
    }
    // SIGTERM reaches the server, which stops cleanly, and the supervisor ends with its code.
    expect(await supervised.exited, supervised.output()).toBe(0);
    expect(serverPids(supervised.output())).toHaveLength(2);
  });

  it('does not start again a server that failed before it opened', async () => {
    const refused = startServer({
      databaseUrl: t.databaseUrl,
      env: { PORT: 'not a port' },
      nodeArguments: [supervisorFile, serverFile],
    });
    await expect(refused).rejects.toThrow(/exited \(1\) before opening/);
    await expect(refused).rejects.toThrow(/"msg":"The server process ended \(exit code 1\) before it opened/);
  });
});
