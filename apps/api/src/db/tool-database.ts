// Opens the shop's database for a command-line tool: the server at DATABASE_URL; else the embedded cluster a
// running shop started (its URL is in DATA_DIR/postgres.url, see open-database.ts); else the embedded cluster
// itself, started for the tool and stopped again when it closes.
import { readFile, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { openDb } from './connection.ts';
import { embeddedUrlFile, type OpenDatabase, openDatabase } from './open-database.ts';

async function readRunningUrl(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(embeddedUrlFile(dataDir), 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}

function isRefused(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ('code' in error && error.code === 'ECONNREFUSED') return true;
  return error instanceof AggregateError && error.errors.some(isRefused);
}

export async function openToolDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  const runningUrl = config.databaseUrl ? undefined : await readRunningUrl(config.dataDir);
  if (runningUrl) {
    const db = openDb(runningUrl, 2);
    try {
      await sql`select 1`.execute(db);
      // The running shop migrated its database already.
      return { db, url: runningUrl, close: () => db.destroy() };
    } catch (error) {
      await db.destroy();
      if (!isRefused(error)) throw error;
      // The shop that wrote the file stopped without removing it (killed, or the machine restarted).
      log('The shop is not running any more; starting its embedded database for this command.');
      await rm(embeddedUrlFile(config.dataDir), { force: true });
    }
  }
  return openDatabase(config, log);
}
