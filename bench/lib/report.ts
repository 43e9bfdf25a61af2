// Turns one run's figures into the markdown table of bench/results, with each target marked met or not.
import os from 'node:os';
import type { CheckoutResult } from './checkout.ts';
import type { LoadResult } from './load.ts';
import type { PageSpeed } from './page-speed.ts';

export interface GrowthRow {
  products: number;
  categoryP50: number;
  searchP50: number;
  /** The same with CATALOG_CACHE_MB=0: the database's own work. */
  categoryUncachedP50: number;
  searchUncachedP50: number;
}

export interface RunReport {
  products: number;
  seconds: number;
  growthSeconds: number;
  connections: number;
  loadBefore: number[];
  loadAfter: number[];
  startMs: number;
  baseline: LoadResult;
  catalogue: { result: LoadResult; sequentialMs: number; target?: { share: number; p99: number } }[];
  /** The catalogue reads again with CATALOG_CACHE_MB=0, when measured. */
  uncached: LoadResult[];
  /** Varied traffic: every request different, so each is a cache miss; the server's peak RSS during each row. */
  varied: {
    result: LoadResult;
    sequentialMs: number;
    peakRssMb: number;
    target?: { share?: number; p99: number };
  }[];
  peakRssMb: number;
  growth: GrowthRow[];
  checkout: CheckoutResult | undefined;
  pages: PageSpeed[] | undefined;
}

const mark = (ok: boolean) => (ok ? 'met' : '**not met**');
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = (os.totalmem() / 2 ** 30).toFixed(0);
  return `${os.cpus().length} cores (${cpu}), ${memory} GB RAM, Linux ${os.release()}, Node ${process.version}`;
}

export function renderReport(run: RunReport): string {
  const lines: string[] = [];
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  lines.push(`# Benchmark results: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, '');
  lines.push(`Machine: ${machine()}.`);
  lines.push(
    `Load average (1/5/15 min) before: ${load(run.loadBefore)}; after: ${load(run.loadAfter)}. ` +
      `${run.products.toLocaleString('en')} products, ${run.connections} connections, ${run.seconds} s per phase; ` +
      'production server (`NODE_ENV=production`, `LOG_LEVEL=warn`, the Node flags of `npm start`) and autocannon on the same machine.',
    '',
  );
  lines.push('## Catalogue reads', '');
  lines.push(
    '| endpoint | req/s | p50 ms | p99 ms | share of baseline | one at a time: median ms | non-2xx | target |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---|');
  const b = run.baseline;
  lines.push(
    `| baseline: bare Fastify, constant JSON | ${fixed(b.rps)} | ${b.p50} | ${b.p99} | 100% | – | ${b.non2xx} | – |`,
  );
  for (const { result, sequentialMs, target } of run.catalogue) {
    const share = result.rps / b.rps;
    const verdict = target
      ? `≥ ${target.share * 100}% and p99 ≤ ${target.p99} ms: ${mark(share >= target.share && result.p99 <= target.p99)}`
      : '–';
    lines.push(
      `| ${result.label} | ${fixed(result.rps)} | ${result.p50} | ${result.p99} | ${fixed(share * 100)}% | ${fixed(sequentialMs, 1)} | ${result.non2xx + result.errors} | ${verdict} |`,
    );
  }
  if (run.uncached.length > 0) {
    lines.push(
      '',
      'The same reads with the catalogue cache off (`CATALOG_CACHE_MB=0`, every answer built from the database):',
      '',
    );
    lines.push('| endpoint | req/s | p50 ms | p99 ms | share of baseline | cache on ÷ cache off, req/s |');
    lines.push('|---|---:|---:|---:|---:|---:|');
    for (const [i, result] of run.uncached.entries()) {
      const on = run.catalogue[i]?.result.rps ?? Number.NaN;
      lines.push(
        `| ${result.label} | ${fixed(result.rps)} | ${result.p50} | ${result.p99} | ${fixed((result.rps / b.rps) * 100)}% | ×${fixed(on / result.rps, 1)} |`,
      );
    }
  }
  if (run.varied.length > 0) {
    lines.push(
      '',
      '### Varied traffic',
      '',
      'Every request different (the paths in order, none sent before, none repeated within the phase): what the ' +
        'database does per request, not what the cache remembers. "One at a time" is over paths the load does not send.',
      '',
    );
    lines.push(
      '| endpoint | req/s | p50 ms | p99 ms | share of baseline | one at a time: median ms | non-2xx | server RSS peak MB | target |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const { result, sequentialMs, peakRssMb, target } of run.varied) {
      const share = result.rps / b.rps;
      const wanted = target
        ? [target.share === undefined ? '' : `≥ ${target.share * 100}% and `, `p99 ≤ ${target.p99} ms`].join(
            '',
          )
        : '';
      const ok = target && (target.share === undefined || share >= target.share) && result.p99 <= target.p99;
      lines.push(
        `| ${result.label} | ${fixed(result.rps)} | ${result.p50} | ${result.p99} | ${fixed(share * 100)}% | ${fixed(sequentialMs, 1)} | ${result.non2xx + result.errors} | ${fixed(peakRssMb)} | ${target ? `${wanted}: ${mark(Boolean(ok))}` : '–'} |`,
      );
    }
    const variedPeak = Math.max(...run.varied.map((row) => row.peakRssMb));
    lines.push(
      '',
      `Server RSS, peak under the varied reads (sampled every 200 ms through each row, one at a time and under load): ${fixed(variedPeak)} MB (target ≤ 300 MB: ${mark(variedPeak <= 300)}).`,
    );
  }
  lines.push(
    '',
    `Server RSS, peak under the catalogue load: ${fixed(run.peakRssMb)} MB (target ≤ 300 MB: ${mark(run.peakRssMb <= 300)}).`,
  );
  lines.push(
    `Start (spawn of \`node apps/api/src/server.ts\`, migrations checked, to the first answered request): ${fixed(run.startMs)} ms.`,
    '',
  );

  if (run.growth.length > 0) {
    lines.push('## Growth', '');
    lines.push(
      `p50 at ${run.connections} connections over the same request mixes, ${run.growthSeconds} s each; as served, then with the catalogue cache off.`,
      '',
    );
    lines.push(
      '| products | category page p50 ms | search p50 ms | category p50, cache off | search p50, cache off |',
    );
    lines.push('|---:|---:|---:|---:|---:|');
    for (const row of run.growth) {
      lines.push(
        `| ${row.products.toLocaleString('en')} | ${row.categoryP50} | ${row.searchP50} | ${row.categoryUncachedP50} | ${row.searchUncachedP50} |`,
      );
    }
    const first = run.growth[0];
    const last = run.growth.at(-1);
    if (first && last && first !== last) {
      // p50 in whole milliseconds from autocannon: a floor of 1 ms keeps a 0 from dividing.
      const ratio = (a: number, b: number) => Math.max(a, 1) / Math.max(b, 1);
      const category = ratio(last.categoryP50, first.categoryP50);
      const search = ratio(last.searchP50, first.searchP50);
      const categoryOff = ratio(last.categoryUncachedP50, first.categoryUncachedP50);
      const searchOff = ratio(last.searchUncachedP50, first.searchUncachedP50);
      const span = `${first.products.toLocaleString('en')} → ${last.products.toLocaleString('en')}`;
      lines.push(
        '',
        `p50 growth ${span}: category ×${category.toFixed(2)}, search ×${search.toFixed(2)} (target ≤ 1.5×: ${mark(category <= 1.5 && search <= 1.5)}); ` +
          `with the cache off: category ×${categoryOff.toFixed(2)}, search ×${searchOff.toFixed(2)}.`,
      );
    }
    lines.push('');
  }

  const c = run.checkout;
  if (c) {
    lines.push('## Checkout (cash on delivery)', '');
    lines.push(
      '| orders/s | p50 ms | p99 ms | placed (201) | refused, sold out (409) | other non-2xx | units at start | units sold | stock + sold ≠ initial |',
    );
    lines.push('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const other = c.non2xx - c.soldOut + c.errors;
    lines.push(
      `| ${fixed(c.ordersPerSecond)} | ${c.p50} | ${c.p99} | ${c.placed} | ${c.soldOut} | ${other} | ${c.unitsAtStart} | ${c.unitsSold} | ${c.oversold} |`,
    );
    lines.push(
      '',
      `Target ≥ 200 orders/s with zero oversold units: ${mark(c.ordersPerSecond >= 200 && c.oversold === 0)}.`,
      '',
    );
  }

  if (run.pages) {
    const runs = run.pages[0]?.runs ?? 1;
    lines.push('## Lighthouse (mobile preset)', '');
    lines.push(
      `Each page measured ${runs} times; the figures are those of the median run (Lighthouse's \`computeMedianRun\`), with the lowest and highest performance score and TBT over the ${runs} runs beside them.`,
      '',
    );
    lines.push(
      '| page | performance | over the runs | accessibility | best practices | SEO | LCP s | TBT ms | over the runs | TBT from CPU time ms | main-thread CPU after first paint ms | CLS | JS KB transferred (http, gzip) | JS KB as brotli bodies (https) |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const p of run.pages) {
      lines.push(
        `| ${p.label} (\`${p.path}\`) | ${p.performance} | ${p.performanceRange.map((score) => fixed(score)).join('–')} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${fixed(p.lcpMs / 1000, 2)} | ${fixed(p.tbtMs)} | ${p.tbtRangeMs.map((ms) => fixed(ms)).join('–')} | ${fixed(p.cpuTbtMs)} | ${fixed(p.cpuAfterPaintMs)} | ${fixed(p.cls, 3)} | ${fixed(p.jsKb)} | ${fixed(p.jsBrotliKb)} |`,
      );
    }
    const failed = run.pages.filter((p) => p.failedRuns.length > 0);
    if (failed.length > 0) {
      lines.push(
        '',
        `Runs Lighthouse could not finish, left out of the median and the ranges: ${failed
          .map((p) => `${p.label} ${p.failedRuns.length} (${p.failedRuns.join(', ')})`)
          .join('; ')}.`,
      );
    }
    const ok = run.pages.every(
      (p) =>
        p.performance >= 95 &&
        p.accessibility >= 95 &&
        p.seo === 100 &&
        p.cls <= 0.02 &&
        p.lcpMs <= 2000 &&
        p.tbtMs <= 150,
    );
    const product = run.pages.find((p) => p.label === 'product');
    lines.push(
      '',
      `Targets (performance and accessibility ≥ 95, SEO 100, CLS ≤ 0.02, LCP ≤ 2.0 s, TBT ≤ 150 ms on every page, in the median run as Lighthouse measured it): ${mark(ok)}; TBT from CPU time ≤ 150 ms on every page (the page's own work, without waiting for a core: bench/lib/page-speed.ts): ${mark(run.pages.every((p) => p.cpuTbtMs <= 150))}; product page JS ≤ 150 KB compressed: as brotli bodies ${mark((product?.jsBrotliKb ?? Number.POSITIVE_INFINITY) <= 150)}, as Lighthouse counts it over plain http ${mark((product?.jsKb ?? Number.POSITIVE_INFINITY) <= 150)}.`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
