// The long crash run (issue 12): its own throw-away PostgreSQL holding the demo catalogue, the real server killed
// with SIGKILL under full order load ROUNDS times, then the checks of apps/api/test/crash-run.ts. Prints the
// figures that docs/reliability.md quotes; exits 1 if anything was lost, doubled or leaked: orders, stock, mails
// and refunds.
//   node scripts/crash-test.ts [--rounds 10] [--workers 16]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../apps/api/src/db/connection.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedCatalog } from '../apps/api/src/db/seed/seed.ts';
import { crashRun } from '../apps/api/test/crash-run.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '10' }, workers: { type: 'string', default: '16' } },
});
const dir = await mkdtemp(path.join(tmpdir(), 'shop-crash-pg-'));
// A database server of its own, apart from the shop processes being killed (as a managed PostgreSQL would be).
const server = await startEmbeddedPostgres({ dir: path.join(dir, 'cluster'), persistent: false });
let failed = true;
try {
  await ensureDatabase(server.adminUrl, 'crash');
  const databaseUrl = server.urlFor('crash');
  const db = openDb(databaseUrl, 4);
  try {
    await migrateToLatest(db);
    await seedCatalog(db);
    const figures = await crashRun({
      databaseUrl,
      db,
      rounds: Number(values.rounds),
      workers: Number(values.workers),
      killAfterMs: [1500, 5000],
      products: 5,
      initialStock: 1_000_000,
      log: (line) => console.log(line),
    });
    console.log(JSON.stringify(figures, null, 2));
    failed =
      figures.missingOrders.length > 0 ||
      figures.duplicateProviderOrders > 0 ||
      figures.stuckCheckouts > 0 ||
      figures.stockMismatches.length > 0 ||
      figures.fiveHundreds > 0 ||
      figures.mailsLost > 0 ||
      figures.mailsDoubled > 0 ||
      figures.refundsLost > 0 ||
      figures.refundsDoubled > 0;
  } finally {
    await db.destroy();
  }
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
