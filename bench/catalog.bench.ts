// Catalogue speed on a large catalogue: seeds N products (default 100,000) into a throw-away embedded
// PostgreSQL (or uses BENCH_DATABASE_URL), starts the real HTTP server and measures the category page
// query, search suggestions and a product page. Prints figures; asserts nothing.
//   node bench/catalog.bench.ts [--products 100000] [--seconds 10] [--connections 10]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDb } from '../apps/api/src/db/connection.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { clearCatalog, countProducts, seedCatalog } from '../apps/api/src/db/seed/seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const productCount = Number(values.products);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
const external = process.env.BENCH_DATABASE_URL;
const server = external
  ? undefined
  : await startEmbeddedPostgres({ dir: path.join(dir, 'cluster'), persistent: false });
let databaseUrl = external;
if (server) {
  await ensureDatabase(server.adminUrl, 'bench');
  databaseUrl = server.urlFor('bench');
}
if (!databaseUrl) throw new Error('no database');
const db = openDb(databaseUrl, 20);

try {
  await migrateToLatest(db);
  if ((await countProducts(db)) !== productCount) {
    await clearCatalog(db);
    const started = performance.now();
    let last = 0;
    await seedCatalog(db, productCount, (done) => {
      if (done - last >= productCount / 10 || done === productCount) {
        last = done;
        process.stdout.write(`\rseeding ${done}/${productCount}`);
      }
    });
    console.log(
      `\nseeded ${productCount} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await sql`vacuum analyze products`.execute(db);

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const app = await buildApp({ config, db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { rows } = await sql<{
    id: string;
  }>`select id from products where category = 'Fashion' order by id limit 1`.execute(db);
  const productId = rows[0]?.id ?? '';

  const targets = [
    ['category page 2', '/api/products?category=Fashion&page=2'],
    [
      'category + brand + price',
      '/api/products?category=Electronics&brand=Zentra&minPrice=1000&maxPrice=5000&page=3',
    ],
    ['search suggestions (typo)', '/api/products/search?query=headphnes'],
    ['product', `/api/products/${productId}`],
    ['filters', '/api/products/filters?category=Fashion'],
  ] as const;

  console.log(
    `\n${productCount} products, ${connections} connections, ${seconds} s each, Node ${process.version}`,
  );
  console.log(
    '| endpoint | one at a time: median ms | p95 ms | under load: req/s | p50 ms | p99 ms | non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [label, url] of targets) {
    // One request at a time on an otherwise idle server (what a single shopper waits), then the load.
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await (await fetch(address + url)).arrayBuffer();
      if (i >= 10) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
    const result = await autocannon({ url: address + url, connections, duration: seconds });
    console.log(
      `| ${label} | ${at(0.5)} | ${at(0.95)} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
    );
  }
  await app.close();
} finally {
  await db.destroy();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
}
