// `npm run db:backup [-- --file shop.backup.gz]` writes a consistent backup of the shop's database (DATABASE_URL,
// or the embedded cluster, running or not); `npm run db:restore -- --file shop.backup.gz` replaces the database's
// content with it. Restore refuses while other sessions (a running server) use the database, unless --force.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { openToolDatabase } from './tool-database.ts';

const USAGE = 'Usage: npm run db:backup [-- --file FILE] | npm run db:restore -- --file FILE [--force]';

function readArguments(): { command: 'backup' | 'restore'; file: string | undefined; force: boolean } {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { file: { type: 'string' }, force: { type: 'boolean', default: false } },
    });
    const [command, ...rest] = positionals;
    if ((command !== 'backup' && command !== 'restore') || rest.length > 0) throw new Error(USAGE);
    if (command === 'restore' && !values.file) throw new Error('restore needs --file');
    return { command, file: values.file, force: values.force };
  } catch (error) {
    console.error(error instanceof Error && error.message !== USAGE ? `${error.message}\n${USAGE}` : USAGE);
    process.exit(2);
  }
}

const { command, file, force } = readArguments();
const config = loadConfig();
const database = await openToolDatabase(config, (line) => console.log(line));
let failed = false;
try {
  if (command === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z');
    const target = path.resolve(file ?? path.join(config.dataDir, 'backups', `shop-${stamp}.backup.gz`));
    await mkdir(path.dirname(target), { recursive: true });
    const summary = await backupDatabase(database.db, target);
    const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Backed up ${total} rows of ${Object.keys(summary.rows).length} tables to ${target}`);
  } else {
    const others = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db);
    if ((others.rows[0]?.n ?? 0) > 0 && !force) {
      console.error(
        'Other sessions are using the database (is a server running?). Stop them, or pass --force.',
      );
      failed = true;
    } else {
      const summary = await restoreDatabase(database.db, path.resolve(file ?? ''), {
        orderNumberPrefix: config.shop.orderNumberPrefix,
      });
      const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
      console.log(`Restored ${total} rows (schema ${summary.migration}, then migrated to this release).`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
