// Configuration is parsed once and fails at boot naming every bad variable (STYLE §6).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

async function tempDir() {
  return mkdtemp(path.join(tmpdir(), 'shop-config-'));
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
    expect(config.shop.name.length).toBeGreaterThan(0);
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
