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
});
