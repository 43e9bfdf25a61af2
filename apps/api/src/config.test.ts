// Configuration is parsed once and fails at boot naming every bad variable.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GST_ENV } from '../test/shop-settings.ts';
import { hmacSha256Hex } from './adapters/payment-gateway.ts';
import { ConfigError, loadConfig } from './config.ts';

async function tempDir() {
  return mkdtemp(path.join(tmpdir(), 'shop-config-'));
}

/** The message of the ConfigError that loading `env` throws (the test fails when it throws none or another). */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      trustProxy: false,
      dataDir,
      env: 'development',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.shop.name).toBe('ShopNest');
  });

  it('takes the shop name from SHOP_NAME, trimmed, and the default when it is left blank', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, SHOP_NAME: '  Corner Shop ' }).shop.name).toBe('Corner Shop');
    expect(loadConfig({ DATA_DIR: dataDir, SHOP_NAME: '   ' }).shop.name).toBe('ShopNest');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope', JWT_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SUPPORT_EMAIL', 'JWT_SECRET'])
      expect(message).toContain(name);
  });

  it('generates a JWT secret once outside production and keeps it in DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('requires JWT_SECRET in production instead of generating one', async () => {
    const dataDir = await tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET/);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('treats blank optional settings as unset', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir(), DATABASE_URL: '  ', PUBLIC_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('defaults mail to the outbox and Google sign-in to off, against Google', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      SHOP_NAME: 'Corner Shop',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Corner Shop <no-reply@localhost>',
      outboxDir: path.join(dataDir, 'outbox'),
    });
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: undefined,
      clientSecret: undefined,
      redirectUri: 'https://shop.example/api/auth/google/callback',
    });
  });

  it('reads the mail and OpenID Connect settings', async () => {
    const config = loadConfig({
      DATA_DIR: await tempDir(),
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Shop <orders@shop.example>',
      OIDC_ISSUER: 'https://issuer.example',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Shop <orders@shop.example>',
    });
    expect(config.oidc).toMatchObject({
      issuer: 'https://issuer.example',
      clientId: 'client',
      clientSecret: 'secret',
    });
  });

  it('names a bad SMTP_URL and OIDC_ISSUER', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', OIDC_ISSUER: 'not a url' })).toThrow(
      /SMTP_URL[\s\S]*OIDC_ISSUER/,
    );
  });

  it('refuses a plain-http OIDC issuer in production only', async () => {
    const env = { DATA_DIR: await tempDir(), OIDC_ISSUER: 'http://127.0.0.1:8080' };
    expect(loadConfig(env).oidc.issuer).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /OIDC_ISSUER/,
    );
  });
});

describe('limits on one visitor (docs/decisions/017)', () => {
  it('defaults to 15-minute holds, 10 units per product and ₹2,00,000 per order', async () => {
    const { limits } = loadConfig({ DATA_DIR: await tempDir() });
    expect(limits).toMatchObject({
      paymentHoldMinutes: 15,
      maxUnitsPerProduct: 10,
      maxOrderTotal: 200_000_00,
    });
    expect(limits.rateLimits).toEqual({});
  });

  it('reads RATE_LIMITS as JSON replacing single database-backed limits', async () => {
    const { limits } = loadConfig({
      DATA_DIR: await tempDir(),
      RATE_LIMITS: '{"placeOrder":{"perSubject":{"limit":20,"windowSeconds":900}}}',
    });
    expect(limits.rateLimits).toEqual({ placeOrder: { perSubject: { limit: 20, windowSeconds: 900 } } });
  });

  it.each([
    ['{bad', 'RATE_LIMITS: must be JSON'],
    ['{"orders":{}}', 'RATE_LIMITS: Unrecognized key: "orders"'],
    ['{"login":{"perIp":{"limit":0,"windowSeconds":60}}}', 'RATE_LIMITS.login.perIp.limit'],
  ])('refuses RATE_LIMITS=%s at start, naming the fault', (value, message) => {
    expect(() => loadConfig({ RATE_LIMITS: value })).toThrow(message);
  });
});

describe('SESSION_IDLE_DAYS (docs/decisions/034-sessions-on-the-server.md)', () => {
  it('ends a session unused for 7 days by default, or for the days set; more than a token lives is refused', async () => {
    expect(loadConfig({ DATA_DIR: await tempDir() }).limits.sessionIdleSeconds).toBe(7 * 86_400);
    expect(
      loadConfig({ DATA_DIR: await tempDir(), SESSION_IDLE_DAYS: '0.5' }).limits.sessionIdleSeconds,
    ).toBe(43_200);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '30' })).toThrow('SESSION_IDLE_DAYS');
  });
});

describe('the shop\'s promises (docs/decisions/036, "One set of promises")', () => {
  it('returns within 7 days and free shipping from ₹499 by default, or as set; past 60 days or ₹0 is refused', async () => {
    expect(loadConfig({ DATA_DIR: await tempDir() }).promises).toEqual({
      returnWindowDays: 7,
      freeShippingOver: 499_00,
    });
    const set = { DATA_DIR: await tempDir(), RETURN_WINDOW_DAYS: '0', FREE_SHIPPING_OVER_RUPEES: '999' };
    expect(loadConfig(set).promises).toEqual({ returnWindowDays: 0, freeShippingOver: 999_00 });
    const message = configError({ RETURN_WINDOW_DAYS: '61', FREE_SHIPPING_OVER_RUPEES: '0' });
    expect(message).toContain('RETURN_WINDOW_DAYS');
    expect(message).toContain('FREE_SHIPPING_OVER_RUPEES');
  });
});

describe('TRUST_PROXY (docs/deploy.md)', () => {
  it.each([
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j', async (value, expected) => {
    expect(loadConfig({ DATA_DIR: await tempDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/1'])(
    'refuses %j, naming the forms it takes',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be false, a number of proxies/,
      );
    },
  );

  it('refuses `true` in production, saying what to set instead', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        TRUST_PROXY: 'true',
        SMTP_URL: 'smtp://mail',
      }),
    ).toThrow(/TRUST_PROXY: `true` trusts any client's X-Forwarded-For; set the number of proxies/);
  });
});

describe('payment settings (docs/product.md#payment-online)', () => {
  const jwtSecret = 'j'.repeat(32);
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'key-secret' };

  it('runs the sandbox without keys, its secrets derived from the JWT secret', async () => {
    const env = { DATA_DIR: await tempDir(), JWT_SECRET: jwtSecret };
    const payment = loadConfig(env).payment;
    expect(payment).toEqual({
      sandbox: true,
      keyId: 'rzp_test_sandbox',
      keySecret: hmacSha256Hex(jwtSecret, 'sandbox-gateway:key-secret'),
      webhookSecret: hmacSha256Hex(jwtSecret, 'sandbox-gateway:webhook-secret'),
      apiUrl: 'https://api.razorpay.com/v1',
    });
    // Stable per install, different between installs.
    expect(loadConfig(env).payment).toEqual(payment);
    expect(loadConfig({ ...env, JWT_SECRET: 'k'.repeat(32) }).payment.keySecret).not.toBe(payment.keySecret);
  });

  it('uses Razorpay when both keys are given', async () => {
    const env = { DATA_DIR: await tempDir(), ...keys, RAZORPAY_API_URL: 'https://razorpay.test/v1/' };
    expect(loadConfig(env).payment).toEqual({
      sandbox: false,
      keyId: 'rzp_live_abc',
      keySecret: 'key-secret',
      webhookSecret: undefined,
      apiUrl: 'https://razorpay.test/v1',
    });
    expect(loadConfig({ ...env, RAZORPAY_WEBHOOK_SECRET: 'whsec' }).payment.webhookSecret).toBe('whsec');
  });

  it('names the missing half of a Razorpay configuration', () => {
    expect(configError({ RAZORPAY_KEY_ID: 'rzp_live_abc' })).toMatch(/RAZORPAY_KEY_SECRET/);
    const noId = configError({ RAZORPAY_KEY_SECRET: 'key-secret' });
    expect(noId).toMatch(/RAZORPAY_KEY_ID/);
    expect(noId).not.toMatch(/RAZORPAY_KEY_SECRET:/);
    const onlyWebhook = configError({ RAZORPAY_WEBHOOK_SECRET: 'whsec' });
    expect(onlyWebhook).toMatch(/RAZORPAY_KEY_ID:[\s\S]*RAZORPAY_KEY_SECRET:/);
  });

  it('refuses the sandbox and a plain-http Razorpay API in production', async () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: await tempDir(),
      JWT_SECRET: jwtSecret,
      SMTP_URL: 'smtps://mail.example:465',
    };
    expect(configError(env)).toContain(
      'RAZORPAY_KEY_ID: required in production (the sandbox payment gateway is refused in production)',
    );
    expect(loadConfig({ ...env, ...keys }).payment.sandbox).toBe(false);
    expect(configError({ ...env, ...keys, RAZORPAY_API_URL: 'http://razorpay.test/v1' })).toMatch(
      /RAZORPAY_API_URL: must be https in production/,
    );
  });

  it('names a RAZORPAY_API_URL that is not an http(s) URL', () => {
    expect(configError({ ...keys, RAZORPAY_API_URL: 'ftp://razorpay.test' })).toMatch(/RAZORPAY_API_URL/);
  });
});

describe('photo storage settings (docs/product.md#reviews)', () => {
  const s3 = {
    S3_BUCKET: 'shop-photos',
    S3_ACCESS_KEY_ID: 'access-id',
    S3_SECRET_ACCESS_KEY: 'secret-key',
    S3_PUBLIC_URL: 'https://cdn.shop.example/photos/',
  };

  it('keeps photos under DATA_DIR/uploads when no S3 setting is given', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: ' ' }).storage).toEqual({
      kind: 'local',
      dir: path.join(dataDir, 'uploads'),
    });
  });

  it('uses AWS S3 with virtual-hosted addressing when no endpoint is given', async () => {
    expect(loadConfig({ DATA_DIR: await tempDir(), ...s3, S3_REGION: 'eu-west-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'shop-photos',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      accessKeyId: 'access-id',
      secretAccessKey: 'secret-key',
      publicUrl: 'https://cdn.shop.example/photos',
      forcePathStyle: false,
    });
  });

  it('defaults to path style and us-east-1 for a custom endpoint, unless told otherwise', async () => {
    const env = { DATA_DIR: await tempDir(), ...s3, S3_ENDPOINT: 'http://minio:9000/' };
    expect(loadConfig(env).storage).toMatchObject({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('names every missing S3 setting once any is given', () => {
    const message = configError({ S3_BUCKET: 'shop-photos' });
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'])
      expect(message).toContain(`${name}: required with the other S3 settings`);
    expect(message).not.toContain('S3_BUCKET: required');
    expect(configError({ S3_ENDPOINT: 'http://minio:9000' })).toMatch(
      /S3_BUCKET:[\s\S]*S3_ACCESS_KEY_ID:[\s\S]*S3_SECRET_ACCESS_KEY:[\s\S]*S3_PUBLIC_URL:/,
    );
    const { S3_PUBLIC_URL: _publicUrl, ...withoutPublicUrl } = s3;
    expect(configError(withoutPublicUrl)).toMatch(/^Invalid configuration:\n {2}S3_PUBLIC_URL: required/);
  });

  it('names malformed S3 settings', () => {
    const message = configError({
      ...s3,
      S3_BUCKET: 'Shop_Photos',
      S3_ENDPOINT: 'minio:9000',
      S3_PUBLIC_URL: 'ftp://cdn.example',
      S3_REGION: 'EU West',
      S3_FORCE_PATH_STYLE: 'yes',
    });
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_REGION', 'S3_FORCE_PATH_STYLE'])
      expect(message).toContain(`${name}:`);
  });
});

describe('production guards (docs/decisions/016-browser-safety-headers.md)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(32),
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'key-secret',
    SMTP_URL: 'smtps://mail.example:465',
  };

  it('starts with a JWT secret, real payment keys and SMTP', async () => {
    const config = loadConfig({ ...production, DATA_DIR: await tempDir() });
    expect(config.payment.sandbox).toBe(false);
  });

  it('puts no demo catalogue into an empty database unless SEED_ON_EMPTY asks for it', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ ...production, DATA_DIR: dataDir }).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...production, DATA_DIR: dataDir, SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(true);
    // Outside production the demo catalogue stays the default: `npm start` opens a shop with products.
    expect(loadConfig({ DATA_DIR: dataDir }).seedOnEmpty).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
    // Left empty, as in .env.example: the default.
    expect(loadConfig({ ...production, DATA_DIR: dataDir, SEED_ON_EMPTY: '' }).seedOnEmpty).toBe(false);
    expect(configError({ DATA_DIR: dataDir, SEED_ON_EMPTY: 'yes' })).toMatch(/SEED_ON_EMPTY:/);
  });

  it.each([
    ['JWT_SECRET', /JWT_SECRET: required in production/],
    ['RAZORPAY_KEY_ID', /RAZORPAY_KEY_ID: required/],
    ['SMTP_URL', /SMTP_URL: required in production \(or set ALLOW_OUTBOX_MAIL=true/],
  ])('refuses to start without %s', async (name, message) => {
    const env: Record<string, string> = { ...production, DATA_DIR: await tempDir() };
    delete env[name];
    if (name === 'RAZORPAY_KEY_ID') delete env.RAZORPAY_KEY_SECRET;
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps mails in the outbox in production only when ALLOW_OUTBOX_MAIL=true', async () => {
    const { SMTP_URL: _smtp, ...env } = { ...production, DATA_DIR: await tempDir() };
    expect(() => loadConfig({ ...env, ALLOW_OUTBOX_MAIL: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ ...env, ALLOW_OUTBOX_MAIL: 'true' }).mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ ...env, ALLOW_OUTBOX_MAIL: 'yes' })).toThrow(/ALLOW_OUTBOX_MAIL/);
  });

  it('never asks for SMTP outside production', async () => {
    expect(loadConfig({ DATA_DIR: await tempDir() }).mail.smtpUrl).toBeUndefined();
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty (same-origin only) by default and takes a comma-separated list of origins', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: ' https://a.example/, http://localhost:5173 ' })
        .corsOrigins,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /CORS_ORIGINS/,
    );
  });
});

describe('GST settings (docs/decisions/029-gst-tax-invoices.md)', () => {
  it('are off without any of them, and parsed with the state’s code when all are given', async () => {
    expect(loadConfig({ DATA_DIR: await tempDir() }).gst).toBeUndefined();
    expect(loadConfig({ DATA_DIR: await tempDir(), ...GST_ENV, SHOP_GSTIN: '29abcde1234f1zw' }).gst).toEqual({
      legalName: 'ShopNest Retail Private Limited',
      gstin: '29ABCDE1234F1ZW',
      address: '4 Residency Road, Bengaluru 560025',
      stateCode: '29',
      stateName: 'Karnataka',
    });
  });

  it('refuses a GSTIN of the wrong length, state code or check character, naming the setting', async () => {
    const dataDir = await tempDir();
    for (const [gstin, words] of [
      ['29ABCDE1234F1Z', /SHOP_GSTIN: must be 15 characters/],
      ['00ABCDE1234F1ZW', /SHOP_GSTIN: starts with 00/],
      ['29ABCDE1234F1ZX', /SHOP_GSTIN: has a wrong check character/],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...GST_ENV, SHOP_GSTIN: gstin })).toThrow(words);
    }
  });

  it('refuses half the settings, an unknown state, and a state the GSTIN does not belong to', async () => {
    const dataDir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, SHOP_GSTIN: GST_ENV.SHOP_GSTIN })).toThrow(
      /SHOP_LEGAL_NAME: required[\s\S]*SHOP_ADDRESS: required[\s\S]*SHOP_STATE: required/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...GST_ENV, SHOP_STATE: 'Atlantis' })).toThrow(
      /SHOP_STATE: must be a state/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...GST_ENV, SHOP_STATE: 'Maharashtra' })).toThrow(
      /SHOP_STATE: Maharashtra has code 27, but the GSTIN starts with 29/,
    );
  });
});

describe('delivery settings (docs/decisions/028-delivery-estimates-and-margins.md)', () => {
  it('default to 2 processing days, no ships-from PIN, a 14:00 cut-off, no holidays, 60 estimates a minute, and ₹99 express and ₹199 overnight', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir() });
    expect(config.delivery).toEqual({
      defaultProcessingDays: 2,
      defaultShipsFromPin: undefined,
      cutoffMinutes: 14 * 60,
      holidays: [],
      speedFees: { express: 99_00, overnight: 199_00 },
    });
    expect(config.limits.deliveryPerMinute).toBe(60);
  });

  it('reads them', async () => {
    const config = loadConfig({
      DATA_DIR: await tempDir(),
      DELIVERY_PROCESSING_DAYS: '0',
      DELIVERY_SHIPS_FROM_PIN: ' 560001 ',
      DELIVERY_CUTOFF: '9:30',
      DELIVERY_HOLIDAYS: '2026-01-26, 2026-08-15',
      DELIVERY_RATE_LIMIT_PER_MINUTE: '10',
      EXPRESS_SHIPPING_FEE: '49.50',
      OVERNIGHT_SHIPPING_FEE: '0',
    });
    expect(config.delivery).toEqual({
      defaultProcessingDays: 0,
      defaultShipsFromPin: '560001',
      cutoffMinutes: 9 * 60 + 30,
      holidays: ['2026-01-26', '2026-08-15'],
      speedFees: { express: 49_50, overnight: 0 },
    });
    expect(config.limits.deliveryPerMinute).toBe(10);
  });

  it('names a bad PIN code, cut-off, holiday or day count', async () => {
    expect(() =>
      loadConfig({
        DATA_DIR: 'x',
        DELIVERY_PROCESSING_DAYS: '31',
        DELIVERY_SHIPS_FROM_PIN: '012345',
        DELIVERY_CUTOFF: '25:00',
        DELIVERY_HOLIDAYS: '2026-01-26,2026-02-30',
        EXPRESS_SHIPPING_FEE: '-1',
        OVERNIGHT_SHIPPING_FEE: 'free',
      }),
    ).toThrow(
      /DELIVERY_PROCESSING_DAYS[\s\S]*DELIVERY_SHIPS_FROM_PIN: must be a 6-digit PIN code[\s\S]*DELIVERY_CUTOFF: must be a time of day[\s\S]*DELIVERY_HOLIDAYS: .*not: 2026-02-30[\s\S]*EXPRESS_SHIPPING_FEE[\s\S]*OVERNIGHT_SHIPPING_FEE/,
    );
  });
});

describe('purchase-order settings (docs/decisions/027-purchase-orders.md)', () => {
  it('have defaults, take values, and name a bad one', async () => {
    const defaults = loadConfig({ DATA_DIR: await tempDir() });
    // Purchase orders go to public addresses only by default (lib/outbound-post.ts).
    expect(defaults.suppliers).toEqual({
      webhookToleranceSeconds: 300,
      webhookTimeoutSeconds: 10,
      webhookAllowPrivate: false,
    });
    expect(defaults.limits.supplierWebhookPerMinute).toBe(120);
    const set = loadConfig({
      DATA_DIR: await tempDir(),
      SUPPLIER_WEBHOOK_TOLERANCE_SECONDS: '60',
      SUPPLIER_WEBHOOK_TIMEOUT_SECONDS: '3',
      SUPPLIER_WEBHOOK_RATE_LIMIT_PER_MINUTE: '30',
      SUPPLIER_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    expect(set.suppliers).toEqual({
      webhookToleranceSeconds: 60,
      webhookTimeoutSeconds: 3,
      webhookAllowPrivate: true,
    });
    expect(set.limits.supplierWebhookPerMinute).toBe(30);
    expect(() =>
      loadConfig({
        DATA_DIR: 'x',
        SUPPLIER_WEBHOOK_TOLERANCE_SECONDS: '5',
        SUPPLIER_WEBHOOK_TIMEOUT_SECONDS: '0',
      }),
    ).toThrow(/SUPPLIER_WEBHOOK_TOLERANCE_SECONDS[\s\S]*SUPPLIER_WEBHOOK_TIMEOUT_SECONDS/);
  });
});
