// Opens the shop's database: the server at DATABASE_URL, or else an embedded PostgreSQL under DATA_DIR.
// Migrations run before anything else touches it.
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDb } from './connection.ts';
import type { Db } from './database.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrateToLatest } from './migrate.ts';

export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
}

export async function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = openDb(config.databaseUrl);
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  log(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`);
  const server = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres') });
  try {
    await ensureDatabase(server.adminUrl, 'shop');
    const db = openDb(server.urlFor('shop'));
    await migrateToLatest(db);
    return {
      db,
      close: async () => {
        await db.destroy();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
