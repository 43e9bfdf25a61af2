// Starts the shop: configuration, database (embedded unless DATABASE_URL), demo catalogue on first start,
// the job queue (and its workers unless JOBS_WORKER=false), then the HTTP server. Stops cleanly on SIGINT and
// SIGTERM: requests in flight are answered, then running jobs finish (docs/deploy.md).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoCatalogIfEmpty } from './db/seed/seed.ts';
import { stopOnSignal } from './lib/stop-on-signal.ts';

/** Longer than any request should take, shorter than the usual 30 s an orchestrator waits before SIGKILL. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  const database = await openDatabase(config, log);
  if (config.seedOnEmpty) {
    const seeded = await seedDemoCatalogIfEmpty(database.db);
    if (seeded > 0) log(`Loaded the demo catalogue: ${seeded} products.`);
  }
  const app = await buildApp({ config, db: database.db, databaseUrl: database.url });
  // close() stops accepting connections and waits for requests in flight; only then does the database go, so an
  // order that was being placed is answered and committed, never cut off (docs/reliability.md).
  stopOnSignal({
    log: (line) => app.log.info(line),
    doing: 'shutting down',
    deadlineMs: SHUTDOWN_TIMEOUT_MS,
    steps: [() => app.close(), () => database.close()],
  });
  await app.listen({ port: config.port, host: config.host });
  log(`${config.shop.name} is open at ${config.publicUrl}`);
  // Under `npm start`'s supervisor (supervisor.ts): from now on, a crash is restarted rather than reported.
  process.send?.('open');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
