// Lighthouse in its default mobile setting (simulated slow 4G and a mid-range phone) with Debian's Chromium:
// the four category scores, LCP, TBT, CLS and the JavaScript transferred by the page: as Lighthouse saw it (plain
// http, where Chromium asks for gzip, headers included) and as brotli bodies, what a phone gets over HTTPS; and
// beside TBT, the same sum from the main thread's CPU time (`cpuBlocking`). Each page is measured several times
// and the median run reported, as Lighthouse's guide to variability advises (its `computeMedianRun`), with the
// spread of the performance score and TBT over the runs beside it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

export interface PageSpeed {
  label: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** The same scripts as brotli bodies: the build's `.br` files (files under 1 KB are sent as they are). */
  jsBrotliKb: number;
  /** The page's main-thread CPU time from its first paint to the end of the trace. */
  cpuAfterPaintMs: number;
  /** TBT's sum over the same tasks, from each task's CPU time instead of its wall time (see `cpuBlocking`). */
  cpuTbtMs: number;
  /** How many runs the median was taken from, and the lowest and highest performance score and TBT among them. */
  runs: number;
  performanceRange: [number, number];
  tbtRangeMs: [number, number];
  /** Why each run left out of the ranges gave no figures (Lighthouse's runtime error code). */
  failedRuns: string[];
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/** The bytes the server sends for a built file to a client that accepts brotli. */
function brotliBytes(distDir: string, url: string): number {
  const file = path.join(distDir, new URL(url).pathname);
  if (!file.startsWith(distDir) || !existsSync(file)) return 0;
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : readFileSync(file).length;
}

type RunResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
/** A trace event; complete events (`ph: 'X'`) also carry their thread's CPU time, `tdur` (µs). */
type TraceEvent = RunResult['artifacts']['Trace']['traceEvents'][number] & { tdur?: number };

/**
 * Lighthouse's mobile TBT multiplies each main-thread task's wall time by 4 (the slow phone) and sums what
 * passes 50 ms. On a small machine the wall time includes waiting for a core taken by Chromium's other
 * processes and Lighthouse itself, which a phone running only the page would not. The trace also records each
 * task's CPU time (`tdur`): the same sum over it estimates what the page's own work costs (from the first paint
 * to the end of the trace; Lighthouse stops at its estimate of "interactive"), printed beside the figure.
 */
export function cpuBlocking(events: readonly TraceEvent[]): { cpuAfterPaintMs: number; cpuTbtMs: number } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      (event.args as { name?: string }).name === 'CrRendererMain' &&
      event.pid === paint?.pid,
  );
  let cpuAfterPaintMs = 0;
  let cpuTbtMs = 0;
  if (!paint || !main) return { cpuAfterPaintMs: Number.NaN, cpuTbtMs: Number.NaN };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.tid !== main.tid || event.pid !== main.pid)
      continue;
    const end = event.ts + event.dur;
    if (end <= paint.ts || event.tdur === undefined) continue;
    // A task under way at the first paint counts for its share after it.
    const shareAfterPaint = event.ts >= paint.ts ? 1 : (end - paint.ts) / event.dur;
    const cpuMs = (event.tdur * shareAfterPaint) / 1000;
    cpuAfterPaintMs += cpuMs;
    cpuTbtMs += Math.max(0, cpuMs * 4 - 50);
  }
  return { cpuAfterPaintMs, cpuTbtMs };
}

/** The lowest and the highest of some figures (NaN for none). */
function range(values: readonly number[]): [number, number] {
  return values.length > 0 ? [Math.min(...values), Math.max(...values)] : [Number.NaN, Number.NaN];
}

type Lhr = RunResult['lhr'];

/**
 * The lowest and the highest performance score and TBT over the runs that measured the page, and why the others
 * did not (a run Lighthouse could not finish scores 0 and has no TBT: counted, it read as "0–100" and "–").
 */
export function runSpread(runs: readonly { lhr: Pick<Lhr, 'categories' | 'audits' | 'runtimeError'> }[]): {
  performanceRange: [number, number];
  tbtRangeMs: [number, number];
  failedRuns: string[];
} {
  const tbtOf = (lhr: Pick<Lhr, 'audits'>) => lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  const measured = runs.filter(({ lhr }) => !lhr.runtimeError && Number.isFinite(tbtOf(lhr)));
  return {
    performanceRange: range(
      measured.map(({ lhr }) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
    ),
    tbtRangeMs: range(measured.map(({ lhr }) => tbtOf(lhr))),
    failedRuns: runs
      .filter((run) => !measured.includes(run))
      .map(({ lhr }) => lhr.runtimeError?.code ?? 'no total blocking time'),
  };
}

/**
 * The run closest to the median first paint and time to interactive (Lighthouse's own choice of median), among
 * the runs that have both; should none have them, the first run, whose figures then read "–".
 */
export function medianRun<Run extends { lhr: Parameters<typeof computeMedianRun>[0][number] }>(
  runs: readonly Run[],
): Run | undefined {
  const valid = filterToValidRuns(runs.map((each) => each.lhr));
  const median = valid.length > 0 ? computeMedianRun(valid) : undefined;
  return runs.find((candidate) => candidate.lhr === median) ?? runs[0];
}

export async function measurePages(
  base: string,
  pages: readonly { label: string; path: string }[],
  distDir: string,
  runsPerPage = 3,
) {
  if (!Number.isInteger(runsPerPage) || runsPerPage < 1) {
    throw new Error(`Lighthouse runs per page must be a whole number of at least 1, not ${runsPerPage}`);
  }
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: PageSpeed[] = [];
  try {
    for (const page of pages) {
      const options = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      // Once unmeasured: the server then holds the page's pictures at the phone's sizes and the rendered page, as
      // a shop that has been open a while does. Lighthouse empties the browser's cache before each run anyway.
      await lighthouse(`${base}${page.path}`, { ...options, onlyCategories: ['performance'] });
      const runs: RunResult[] = [];
      for (let index = 0; index < runsPerPage; index++) {
        const run = await lighthouse(`${base}${page.path}`, options);
        if (!run) throw new Error(`lighthouse gave no result for ${page.path}`);
        runs.push(run);
      }
      const run = medianRun(runs);
      if (!run) throw new Error(`no lighthouse run for ${page.path}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const scripts = requests.filter((item) => item.resourceType === 'Script');
      const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const jsBrotli = scripts.reduce(
        (sum, item) => sum + (item.url ? brotliBytes(distDir, item.url) : 0),
        0,
      );
      results.push({
        ...page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        jsKb: jsBytes / 1024,
        jsBrotliKb: jsBrotli / 1024,
        ...cpuBlocking(run.artifacts.Trace?.traceEvents ?? []),
        runs: runs.length,
        ...runSpread(runs),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
