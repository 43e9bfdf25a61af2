// The benchmark's own PostgreSQL: an embedded cluster kept under data/bench (or BENCH_DATABASE_URL's server),
// one database per catalogue size, seeded once and reused while its product count matches.
import path from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../../apps/api/src/db/connection.ts';
import type { Db } from '../../apps/api/src/db/database.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../../apps/api/src/db/embedded-postgres.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { clearCatalog, countProducts, seedCatalog } from '../../apps/api/src/db/seed/seed.ts';

export interface BenchCluster {
  /** The URL of the database holding a catalogue of `products` products, seeded if needed. */
  catalogue(products: number): Promise<{ url: string; seededSeconds: number | undefined }>;
  stop(): Promise<void>;
}

export async function openBenchCluster(dataDir: string): Promise<BenchCluster> {
  const external = process.env.BENCH_DATABASE_URL;
  // A kept cluster (fsync on, like the shop's own): the checkout figures then include real commits.
  const server = external
    ? undefined
    : await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), persistent: true });
  const adminUrl = external ?? server?.adminUrl ?? '';
  const urlFor = (name: string) => {
    if (server) return server.urlFor(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    async catalogue(products) {
      const name = `bench_${products}`;
      await ensureDatabase(adminUrl, name);
      const url = urlFor(name);
      const db = openDb(url, 4);
      try {
        await migrateToLatest(db);
        let seededSeconds: number | undefined;
        if ((await countProducts(db)) !== products) {
          await clearCatalog(db);
          const started = performance.now();
          await seedCatalog(db, products);
          seededSeconds = (performance.now() - started) / 1000;
        }
        await sql`vacuum analyze`.execute(db);
        return { url, seededSeconds };
      } finally {
        await db.destroy();
      }
    },
    stop: async () => {
      await server?.stop();
    },
  };
}

/** A connection for the benchmark's own reads and set-up writes (never the server's pool). */
export function benchDb(url: string): Db {
  return openDb(url, 4);
}
