// The dead window of bench/lib/first-tap.ts: from the button's first paint to the first tap that works after the
// last one that was lost.
import { expect, it } from 'vitest';
import { deadWindow } from './first-tap.ts';

const lost = (tapMs: number) => ({ tapMs, answeredAfterMs: undefined });
const worked = (tapMs: number) => ({ tapMs, answeredAfterMs: 400 });

it('is 0 when no tap was lost, however late the first answer came', () => {
  expect(deadWindow([worked(20), worked(150)])).toBe(0);
});

it('ends at the first tap that worked after the last lost one, even when an earlier tap happened to work', () => {
  expect(deadWindow([lost(40), worked(260), lost(310), worked(420), worked(500)])).toBe(420);
});

it('has no end when no tap after the last lost one worked', () => {
  expect(deadWindow([worked(10), lost(900)])).toBe(Number.POSITIVE_INFINITY);
});
