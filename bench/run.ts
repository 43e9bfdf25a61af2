// `npm run bench`: the shop under a sale day's load, in one go (issue 11). Seeds catalogues into the bench's
// own PostgreSQL (data/bench), starts the production server, and measures a bare Fastify baseline, catalogue
// reads, growth with catalogue size, COD checkout with its stock invariant, memory, start time and Lighthouse.
// Writes bench/results/latest.md and a dated copy. Prints figures; asserts nothing.
//   node bench/run.ts [--products 100000] [--seconds 10] [--connections 64] [--growth 1000,10000]
//                     [--checkout-seconds 10] [--no-lighthouse] [--no-build] [--no-write] [--no-compare]
//                     [--no-checkout] [--no-varied] [--no-first-tap] [--data-dir data/bench]
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchDb, openBenchCluster } from './lib/bench-database.ts';
import { drainJobs, runCheckout } from './lib/checkout.ts';
import { formatFirstTap, measureFirstTap } from './lib/first-tap.ts';
import { runLoad, sequentialMedian } from './lib/load.ts';
import { measurePages } from './lib/page-speed.ts';
import {
  BENCH_JWT_SECRET,
  type RunningServer,
  sampleRss,
  startBaseline,
  startShop,
} from './lib/processes.ts';
import { type GrowthRow, type RunReport, renderReport } from './lib/report.ts';
import { pickMixes } from './lib/targets.ts';
import { pickVariedMixes } from './lib/varied-targets.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    growth: { type: 'string', default: '1000,10000' },
    'growth-seconds': { type: 'string', default: '5' },
    'checkout-seconds': { type: 'string', default: '10' },
    'no-lighthouse': { type: 'boolean', default: false },
    /** Lighthouse runs per page; the median run is reported (bench/lib/page-speed.ts). */
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'no-compare': { type: 'boolean', default: false },
    'no-checkout': { type: 'boolean', default: false },
    'no-varied': { type: 'boolean', default: false },
    /** The first tap on a product page at phone size, CPU slowed 4× (bench/lib/first-tap.ts). */
    'no-first-tap': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: 'data/bench' },
  },
});
const products = Number(values.products);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const growthSizes = values.growth
  .split(',')
  .filter((size) => size.trim() !== '')
  .map(Number)
  .filter((size) => size !== products);
const growthSeconds = Number(values['growth-seconds']);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, values['data-dir']);
const log = (line: string) => console.log(line);

if (!values['no-build']) {
  log('building the web app (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const loadBefore = os.loadavg();
const cluster = await openBenchCluster(dataDir);
const servers: RunningServer[] = [];
/** A fresh server data dir per run: its outbox of order mails would otherwise pile up. */
async function shop(url: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const serverDir = path.join(dataDir, 'server');
  await rm(serverDir, { recursive: true, force: true });
  const server = await startShop(url, serverDir, env);
  servers.push(server);
  return server;
}
async function stop(server: RunningServer) {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}

try {
  const seedLog = (size: number, seeded: number | undefined) =>
    seeded !== undefined && log(`seeded ${size.toLocaleString('en')} products in ${seeded.toFixed(1)} s`);
  const main = await cluster.catalogue(products);
  seedLog(products, main.seededSeconds);
  const db = benchDb(main.url);
  const mixes = await pickMixes(db);

  const server = await shop(main.url);
  log(`production server answered ${server.startMs.toFixed(0)} ms after spawn`);
  const sampleBody = await (await fetch(server.url + (mixes.categoryPages[0] ?? ''))).text();
  const baselineServer = await startBaseline(sampleBody.length);
  servers.push(baselineServer);

  const phase = async (
    label: string,
    base: string,
    paths: readonly string[],
    secs = seconds,
    order: 'random' | 'sequential' = 'random',
    headers: Record<string, string> = {},
  ) => {
    const result = await runLoad({ label, base, paths, connections, seconds: secs, order, headers });
    log(
      `${label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}`,
    );
    return result;
  };
  const baseline = await phase('baseline', baselineServer.url, ['/baseline']);
  await stop(baselineServer);

  const rss = sampleRss(server.pid);
  const catalogue: RunReport['catalogue'] = [];
  // What every browser sends: a page is kept compressed once for it (docs/decisions/024-server-rendering.md).
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const reads: [string, string[], { share: number; p99: number } | undefined, Record<string, string>?][] = [
    ['product by id', mixes.products, { share: 0.5, p99: 25 }],
    ['category page with filters', mixes.categoryPages, { share: 0.5, p99: 25 }],
    ['search suggestions (prefixes, typos)', mixes.searches, { share: 0.25, p99: 30 }],
    ['homepage', mixes.homepage, undefined],
    // Whole pages as a signed-out shopper's browser asks for them, rendered by the server and kept while their
    // data is unchanged (docs/decisions/024-server-rendering.md).
    [
      'server-rendered pages (home, category, product), with Accept-Encoding',
      ['/', '/shop/fashion', '/shop/kitchen?page=2', mixes.productPage],
      { share: 0.25, p99: 50 },
      browser,
    ],
  ];
  for (const [label, paths, target, headers] of reads) {
    const result = await phase(label, server.url, paths, seconds, 'random', headers);
    const sequentialMs = await sequentialMedian(server.url, paths);
    catalogue.push({ result, sequentialMs, ...(target && { target }) });
  }
  const peakRssMb = rss.stop();

  // Varied traffic: every request different (new queries, the shopper's own price bounds, any page), so what
  // the database does per request shows, not what the cache remembers (docs/decisions/026-catalogue-varied-traffic.md).
  const varied: RunReport['varied'] = [];
  if (!values['no-varied']) {
    const mix = await pickVariedMixes(db, 60_000);
    const rows: [string, string[], { share?: number; p99: number } | undefined][] = [
      ['product by id, 2,000 different products', mix.products, undefined],
      ['category pages 1–5, random price bounds and brands', mix.categoryPages, { share: 0.1, p99: 60 }],
      ['any page of a category (deep pages)', mix.deepPages, { p99: 100 }],
      [
        `search suggestions, ${mix.searches.length.toLocaleString('en')} different queries, a third with a typo`,
        mix.searches,
        { share: 0.1, p99: 60 },
      ],
      [
        'search results pages 1–3, unique queries, random filters and sort',
        mix.resultsPages,
        { share: 0.1, p99: 60 },
      ],
    ];
    for (const [label, paths, target] of rows) {
      // The server's memory while every answer is new: the caches fill and drop all along (docs/decisions/026).
      const rowRss = sampleRss(server.pid);
      // One at a time first, over paths the load will not reach (the end of the list), so both are misses.
      const sequentialMs = await sequentialMedian(server.url, paths.slice(-40));
      const result = await phase(`${label} (varied)`, server.url, paths, seconds, 'sequential');
      const peakRssMb = rowRss.stop();
      log(`  server RSS peak ${peakRssMb.toFixed(0)} MB`);
      varied.push({ result, sequentialMs, peakRssMb, ...(target && { target }) });
    }
  }

  // Lighthouse while the server is otherwise idle: after the checkout it would share the machine with the backlog
  // of mails and purchase orders those orders leave behind (jobs), which is not what a page costs.
  const pages = values['no-lighthouse']
    ? undefined
    : await measurePages(
        server.url,
        [
          { label: 'home', path: '/' },
          { label: 'category', path: '/shop/fashion' },
          { label: 'product', path: mixes.productPage },
        ],
        path.join(root, 'apps', 'web', 'dist'),
        Number(values['lighthouse-runs']),
      );

  // The first tap on a product page, as a phone shopper makes it while the page comes alive (issue 49), also while
  // the server is otherwise idle.
  const firstTap = values['no-first-tap']
    ? undefined
    : await measureFirstTap(server.url, mixes.productPage, { runs: 2, cpuSlowdown: 4, log });

  // The same reads with the catalogue cache off (CATALOG_CACHE_MB=0): every answer built from the database,
  // as before decision 015, measured side by side in this run.
  const uncached: RunReport['uncached'] = [];
  if (!values['no-compare']) {
    const plain = await shop(main.url, { CATALOG_CACHE_MB: '0' });
    for (const [label, paths, , headers] of reads) {
      uncached.push(await phase(`${label}, cache off`, plain.url, paths, seconds, 'random', headers));
    }
    await stop(plain);
  }

  const checkout = values['no-checkout']
    ? undefined
    : await runCheckout({
        base: server.url,
        db,
        secret: BENCH_JWT_SECRET,
        shoppers: 1000,
        products: 20,
        units: 2000,
        connections,
        seconds: Number(values['checkout-seconds']),
      });
  if (checkout) {
    log(
      `checkout: ${checkout.ordersPerSecond.toFixed(0)} orders/s, p99 ${checkout.p99} ms, mismatched units ${checkout.oversold}`,
    );
    // The orders leave their mails and purchase orders queued: the server works them off before it stops, or the
    // next server on this database (growth at this size) would share the machine with that backlog.
    const drained = await drainJobs(db, 60_000);
    log(
      `jobs left by the checkout: worked off in ${drained.seconds.toFixed(1)} s, ${drained.left} still queued`,
    );
  }

  await stop(server);
  await db.destroy();

  // Growth: the same mixes at every size (the ids come from the largest catalogue; searches and category
  // filters mean the same at every size), served as configured and again with the catalogue cache off, which
  // shows how the database's own work grows.
  const growth: GrowthRow[] = [];
  for (const size of growthSizes.length > 0 ? [...growthSizes, products] : []) {
    const { url, seededSeconds } = await cluster.catalogue(size);
    seedLog(size, seededSeconds);
    const row: Partial<GrowthRow> = { products: size };
    for (const cacheOff of [false, true]) {
      const at = await shop(url, cacheOff ? { CATALOG_CACHE_MB: '0' } : {});
      const suffix = cacheOff ? ', cache off' : '';
      const category = await phase(`category @${size}${suffix}`, at.url, mixes.categoryPages, growthSeconds);
      const search = await phase(`search @${size}${suffix}`, at.url, mixes.searches, growthSeconds);
      if (cacheOff) Object.assign(row, { categoryUncachedP50: category.p50, searchUncachedP50: search.p50 });
      else Object.assign(row, { categoryP50: category.p50, searchP50: search.p50 });
      await stop(at);
    }
    growth.push(row as GrowthRow);
  }
  growth.sort((a, b) => a.products - b.products);

  const report = renderReport({
    products,
    seconds,
    growthSeconds,
    connections,
    loadBefore,
    loadAfter: os.loadavg(),
    startMs: server.startMs,
    baseline,
    catalogue,
    uncached,
    varied,
    peakRssMb,
    growth,
    checkout,
    pages,
  });
  const firstTapSection = firstTap
    ? `\n## First tap on a product page (phone, CPU slowed 4×)\n\n${formatFirstTap(firstTap).join('\n')}\n`
    : '';
  const fullReport = `${report}${firstTapSection}`;
  console.log(`\n${fullReport}`);
  if (!values['no-write']) {
    const results = path.join(root, 'bench', 'results');
    await mkdir(results, { recursive: true });
    const latest = path.join(results, 'latest.md');
    await writeFile(latest, fullReport);
    await copyFile(
      latest,
      path.join(results, `${new Date().toISOString().slice(0, 16).replace(':', '')}.md`),
    );
    log(`wrote ${path.relative(root, latest)}`);
  }
} finally {
  for (const server of [...servers]) await server.stop();
  await cluster.stop();
}
