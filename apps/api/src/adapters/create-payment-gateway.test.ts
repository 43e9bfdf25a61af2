// The gateway follows the configuration, and the sandbox never runs in production (docs/product.md#payment-online).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

// Neither gateway touches the database until it is used.
const db = {} as Db;

async function config(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-gateway-'));
  return loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });
}

describe('createPaymentGateway', () => {
  it('is the sandbox without keys', async () => {
    const gateway = createPaymentGateway(await config(), db);
    expect(gateway).toBeInstanceOf(SandboxGateway);
    expect(gateway).toMatchObject({
      sandbox: true,
      keyId: 'rzp_test_sandbox',
      checkoutScript: '/sandbox-gateway/checkout.js',
    });
  });

  it('is Razorpay with keys', async () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret' };
    const gateway = createPaymentGateway(await config(keys), db);
    expect(gateway).toBeInstanceOf(RazorpayGateway);
    expect(gateway).toMatchObject({ sandbox: false, keyId: 'rzp_live_abc' });
  });

  it('refuses a hand-made production configuration that asks for the sandbox', async () => {
    const sandboxConfig = await config();
    expect(() => createPaymentGateway({ ...sandboxConfig, env: 'production' }, db)).toThrow(/production/);
  });
});
