// Gives a test file its own fresh database (cloned from a template) and the app built on it.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/connection.ts';
import type { Db } from '../src/db/database.ts';
import {
  DEFAULT_RATE_LIMITS,
  mergeOverrides,
  type RateLimitAction,
  type RateLimitOverrides,
} from '../src/lib/rate-limiter.ts';
import { madeBeforeAll } from './before-all.ts';
// The type of inject('postgresAdminUrl') is declared there; scripts that reach this file outside Vitest need it too.
import type {} from './global-setup.ts';
import { LIFTED_COD_RULES_ENV, LIFTED_REQUEST_LIMITS_ENV, TEST_JOBS_ENV } from './lifted-limits.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The database's URL: a second app on it (`databaseUrl` option) shares its state, like a second process. */
  databaseUrl: string;
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

/**
 * Every request of a test comes from 127.0.0.1, so per-IP limits are lifted unless a test sets an action's
 * limits itself (then that action's unspecified limits are the defaults).
 */
const LIFTED_IP_LIMITS: RateLimitOverrides = Object.fromEntries(
  (Object.keys(DEFAULT_RATE_LIMITS) as RateLimitAction[]).map((action) => [
    action,
    { perIp: { limit: 100_000, windowSeconds: 60 } },
  ]),
);

export interface TestAppOptions extends Pick<AppDeps, 'logStream' | 'rateLimits' | 'onRoute'> {
  template?: 'empty' | 'demo';
  env?: Record<string, string>;
  /** Build on this existing database instead of a fresh clone. */
  databaseUrl?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { url, db } = options.databaseUrl
    ? { url: options.databaseUrl, db: openDb(options.databaseUrl, 5) }
    : await createTestDatabase(options.template ?? 'demo');
  // One data folder per database: a second app on it is a second process of the same shop, and a mail job may
  // be sent by either one's worker into the one outbox (docs/decisions/025).
  const dataDir = path.join(tmpdir(), `shop-test-data-${new URL(url).pathname.slice(1)}`);
  await mkdir(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // Tests speak for many shoppers by setting X-Forwarded-For, as a trusted proxy would.
    TRUST_PROXY: 'true',
    ...TEST_JOBS_ENV,
    ...LIFTED_REQUEST_LIMITS_ENV,
    ...LIFTED_COD_RULES_ENV,
    ...options.env,
  });
  const app = await buildApp({
    config,
    db,
    databaseUrl: url,
    ...(options.logStream && { logStream: options.logStream }),
    ...(options.onRoute && { onRoute: options.onRoute }),
    rateLimits: mergeOverrides(LIFTED_IP_LIMITS, options.rateLimits),
  });
  await app.ready();
  return testAppOf(app, db, config, url);
}

/** A built, ready app and its database as a TestApp, whose close ends both. */
export function testAppOf(app: FastifyInstance, db: Db, config: Config, databaseUrl: string): TestApp {
  return {
    app,
    db,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/**
 * The test file's app: built before its tests (beforeAll) and closed after them (afterAll). `options` may be a
 * function when making them needs awaiting (a web build to serve, a server to point at).
 */
export function useTestApp(options: TestAppOptions | (() => Promise<TestAppOptions>) = {}): TestApp {
  return madeBeforeAll(
    async () => createTestApp(typeof options === 'function' ? await options() : options),
    (t) => t.close(),
  );
}
