// Starts the shop: configuration, database (embedded unless DATABASE_URL), demo catalogue on first start,
// then the HTTP server. Stops cleanly on SIGINT and SIGTERM.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoCatalogIfEmpty } from './db/seed/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  const database = await openDatabase(config, log);
  if (config.seedOnEmpty) {
    const seeded = await seedDemoCatalogIfEmpty(database.db);
    if (seeded > 0) log(`Loaded the demo catalogue: ${seeded} products.`);
  }
  const app = await buildApp({ config, db: database.db });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  log(`${config.shop.name} is open at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
