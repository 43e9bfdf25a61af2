// Opens the shop's database: the server at DATABASE_URL, or else an embedded PostgreSQL under DATA_DIR.
// Migrations run before anything else touches it.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDb } from './connection.ts';
import type { Db } from './database.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrateToLatest } from './migrate.ts';

export interface OpenDatabase {
  db: Db;
  /** Its URL, for the job queue's own connections. */
  url: string;
  close(): Promise<void>;
}

/**
 * While the server runs on the embedded cluster, its address is kept in this file (readable by the owner only),
 * so command-line tools such as `npm run admin:create` can reach the running cluster instead of starting it.
 */
export function embeddedUrlFile(dataDir: string): string {
  return path.join(dataDir, 'postgres.url');
}

export async function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = openDb(config.databaseUrl);
    await migrateToLatest(db, { orderNumberPrefix: config.shop.orderNumberPrefix });
    return { db, url: config.databaseUrl, close: () => db.destroy() };
  }
  log(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`);
  const server = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres') });
  try {
    await ensureDatabase(server.adminUrl, 'shop');
    const db = openDb(server.urlFor('shop'));
    await migrateToLatest(db, { orderNumberPrefix: config.shop.orderNumberPrefix });
    const urlFile = embeddedUrlFile(config.dataDir);
    await writeFile(urlFile, `${server.urlFor('shop')}\n`, { mode: 0o600 });
    return {
      db,
      url: server.urlFor('shop'),
      close: async () => {
        await rm(urlFile, { force: true });
        await db.destroy();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
