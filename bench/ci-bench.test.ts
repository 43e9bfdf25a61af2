// The benchmark in miniature inside `npm test`, so it cannot rot: a small catalogue, a couple of seconds per
// phase, no browser (Lighthouse, first tap). It prints the figures and checks only that the run completes and
// writes its table; times on a shared CI machine prove nothing.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('runs the whole benchmark on a small catalogue and prints its table', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-ci-bench-'));
  const args = [
    'bench/run.ts',
    ...['--products', '2000', '--growth', '500', '--seconds', '2', '--growth-seconds', '1'],
    ...['--checkout-seconds', '2', '--connections', '16', '--data-dir', dataDir],
    ...['--no-lighthouse', '--no-first-tap', '--no-build', '--no-write'],
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 2 ** 24 });
  console.log(stdout);
  expect(stdout).toContain('## Catalogue reads');
  expect(stdout).toContain('## Checkout (cash on delivery)');
  // The server's memory under varied reads is sampled and reported (issue 41: the 300 MB budget).
  expect(stdout).toMatch(/Server RSS, peak under the varied reads .*: \d+ MB/);
  // The one figure that is not a time: no unit sold twice or lost.
  expect(stdout).toMatch(/mismatched units 0\n/);
}, 180_000);
