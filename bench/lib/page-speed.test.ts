// TBT from CPU time (bench/lib/page-speed.ts): Lighthouse's sum, over the page's main-thread tasks after its
// first paint, from each task's CPU time; and the median of a page's runs.
import { expect, it } from 'vitest';
import { cpuBlocking, medianRun, runSpread } from './page-speed.ts';

const PAGE = 7;
const MAIN = 1;
const event = (name: string, fields: object) => ({
  name,
  cat: '',
  args: {},
  pid: PAGE,
  tid: MAIN,
  ...fields,
});
const task = (ts: number, wallMs: number, cpuMs: number, fields: object = {}) =>
  event('RunTask', { ph: 'X', ts, dur: wallMs * 1000, tdur: cpuMs * 1000, ...fields });

it('sums the CPU time of the page main thread’s tasks after the first paint, four times over, past 50 ms each', () => {
  const paint = 1_000_000; // µs, as the trace counts
  const events = [
    event('thread_name', { ph: 'M', ts: 0, dur: 0, args: { name: 'CrRendererMain' } }),
    task(500_000, 90, 80), // over before the first paint: not counted
    task(950_000, 100, 80), // half of it after the first paint: 40 ms of CPU, 40 × 4 − 50 = 110 ms
    event('firstContentfulPaint', { ph: 'I', ts: paint, dur: 0 }),
    task(2_000_000, 150, 20), // 150 ms of wall time, mostly waiting for a core: 20 × 4 − 50 = 30 ms
    task(3_000_000, 10, 10), // 40 ms at the slow phone's pace: not blocking
    task(4_000_000, 200, 100, { tid: 2 }), // another thread
    task(5_000_000, 200, 100, { pid: 8 }), // another process
    event('FunctionCall', { ph: 'X', ts: 2_000_000, dur: 100_000, tdur: 15_000 }), // inside a task
  ];
  // Synthetic events hold only the fields the sum reads.
  expect(cpuBlocking(events as unknown as Parameters<typeof cpuBlocking>[0])).toEqual({
    cpuAfterPaintMs: 70,
    cpuTbtMs: 140,
  });
});

/** A run as the median reads it: first paint and time to interactive (NaN: missing). */
const runOf = (name: string, fcp: number, tti: number) => ({
  name,
  lhr: {
    audits: {
      'first-contentful-paint': { numericValue: Number.isNaN(fcp) ? undefined : fcp },
      interactive: { numericValue: Number.isNaN(tti) ? undefined : tti },
    },
  },
});
type Runs = Parameters<typeof medianRun>[0];

it('reports the run nearest the median first paint and time to interactive, leaving out runs without them', () => {
  const runs = [runOf('slow', 1600, 4200), runOf('middle', 1300, 3400), runOf('fast', 1100, 3000)];
  expect(medianRun(runs as unknown as Runs)).toMatchObject({ name: 'middle' });
  // A run without its first paint or time to interactive is left out, not counted in the median.
  const withBroken = [runOf('broken', Number.NaN, Number.NaN), ...runs];
  expect(medianRun(withBroken as unknown as Runs)).toMatchObject({ name: 'middle' });
  expect(medianRun([runOf('only broken', Number.NaN, 3000)] as unknown as Runs)).toMatchObject({
    name: 'only broken',
  });
});

/** A run as the spread reads it: its performance score, TBT and Lighthouse's runtime error, if any. */
const scoredRun = (score: number, tbt: number | undefined, error?: string) => ({
  lhr: {
    categories: { performance: { score } },
    audits: { 'total-blocking-time': { numericValue: tbt } },
    runtimeError: error ? { code: error, message: error } : undefined,
  },
});
type SpreadRuns = Parameters<typeof runSpread>[0];

it('spreads score and TBT over the runs that measured the page, naming why the others did not', () => {
  const runs = [scoredRun(0.97, 120), scoredRun(0, undefined, 'NO_FCP'), scoredRun(1, 20)];
  expect(runSpread(runs as unknown as SpreadRuns)).toEqual({
    performanceRange: [97, 100],
    tbtRangeMs: [20, 120],
    failedRuns: ['NO_FCP'],
  });
  expect(runSpread([scoredRun(0, undefined)] as unknown as SpreadRuns)).toEqual({
    performanceRange: [Number.NaN, Number.NaN],
    tbtRangeMs: [Number.NaN, Number.NaN],
    failedRuns: ['no total blocking time'],
  });
});
