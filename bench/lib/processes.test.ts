// The bench measures the server as `npm start` runs it: with the same Node flags (the V8 heap's settings change its
// memory and speed), whether or not a supervisor stands in front of it (docs/decisions/033).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startFlags } from './processes.ts';

it("starts the server with the Node flags of npm start's script", () => {
  const start = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start;
  const flags = startFlags();
  expect(flags.length).toBeGreaterThan(0);
  for (const flag of flags) expect(start).toContain(` ${flag} `);
  expect(flags.some((flag) => flag.startsWith('--env-file'))).toBe(false);
});
