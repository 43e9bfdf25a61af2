// Starts one throw-away embedded PostgreSQL for the whole API test run and prepares two template databases:
// `tmpl_empty` (migrated) and `tmpl_demo` (migrated and holding the demo catalogue).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/connection.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedCatalog } from '../src/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

async function prepareTemplate(
  adminUrl: string,
  urlFor: (name: string) => string,
  name: string,
  seed: boolean,
) {
  await ensureDatabase(adminUrl, name);
  const db = openDb(urlFor(name), 2);
  try {
    await migrateToLatest(db);
    if (seed) await seedCatalog(db);
  } finally {
    await db.destroy();
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-test-pg-'));
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'cluster'), persistent: false });
  await prepareTemplate(server.adminUrl, server.urlFor, 'tmpl_empty', false);
  await prepareTemplate(server.adminUrl, server.urlFor, 'tmpl_demo', true);
  project.provide('postgresAdminUrl', server.adminUrl);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
