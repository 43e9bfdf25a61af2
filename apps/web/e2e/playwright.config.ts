// Browser tests: Debian's Chromium against the production build served by the real server, on a fresh
// embedded database holding the demo catalogue.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  LIFTED_COD_CAPS_ENV,
  LIFTED_REQUEST_LIMITS_ENV,
  TEST_JOBS_ENV,
} from '../../api/test/lifted-limits.ts';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/test-server.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

const port = E2E_PORT;
const baseURL = E2E_BASE_URL;
const dataDir = E2E_DATA_DIR;
const server = path.resolve(import.meta.dirname, 'start-test-server.ts');
// E2E_ARTIFACTS_DIR keeps runs started side by side (other ports) from clearing each other's traces.
const artifacts = process.env.E2E_ARTIFACTS_DIR ?? path.resolve(import.meta.dirname, '../test-results');

export default defineConfig({
  testDir: '.',
  outputDir: path.join(artifacts, 'output'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // CI machines are small and shared: generous limits there keep a slow moment from failing a correct test.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(artifacts, 'report') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // Not a test: captures docs/screenshots (`npm run screenshots`); a name that does not end in .spec.ts.
    { name: 'screenshots', testMatch: /screenshots\.capture\.ts/ },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node "${server}"`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Test accounts are made through the API, each from its own (forwarded) address, so the per-address
      // sign-up limits hold as in production without one test run exhausting them.
      TRUST_PROXY: 'true',
      // Every browser of every test comes from 127.0.0.1: the per-address request budgets and load shedding
      // would answer a busy run 429 or 503. They have their own tests (apps/api/src/plugins/request-limits.test.ts).
      ...LIFTED_REQUEST_LIMITS_ENV,
      // Tests place many cash-on-delivery orders per account; the caps have API tests (checkout/cod-risk.test.ts).
      // A new account's COD order still waits for its confirmation, as in production (docs/decisions/030).
      ...LIFTED_COD_CAPS_ENV,
      // Mails are jobs (docs/decisions/025): workers poll often, so a test reading the outbox waits little.
      ...TEST_JOBS_ENV,
      // The "notify me" sweep every 2 seconds, so notify-me.spec.ts sees its mail soon after the restock.
      STOCK_ALERT_SWEEP_SECONDS: '2',
      E2E_OIDC_PORT: String(port - 1),
    },
  },
});
