import { defineConfig } from 'vitest/config';

// One `npm test` for every workspace. API tests share one embedded PostgreSQL started by the global setup;
// each test file gets its own database cloned from a migrated (and optionally seeded) template.
export default defineConfig({
  test: {
    // Two test files at a time even on a 2-core machine (Vitest's default there is one): API tests spend most of
    // their time waiting on PostgreSQL, SMTP and the job queue, each file with its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build-plugins/**/*.test.ts'],
          // A browser far from India: dates the shop prints by India's calendar (invoices, credit notes) must
          // not follow the machine's zone, and on a machine in India such a test could not fail.
          env: { TZ: 'America/New_York' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // bench/README.md: the load benchmark in miniature, printing figures and asserting no times.
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
    ],
  },
});
