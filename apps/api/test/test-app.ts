// Gives a test file its own fresh database (cloned from a template) and the app built on it.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/connection.ts';
import type { Db } from '../src/db/database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export async function createTestDatabase(template: 'empty' | 'demo'): Promise<{ url: string; db: Db }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name} template tmpl_${template}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), db: openDb(url.toString(), 5) };
}

export async function createTestApp(
  options: { template?: 'empty' | 'demo'; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { db } = await createTestDatabase(options.template ?? 'demo');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...options.env,
  });
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
