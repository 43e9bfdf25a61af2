// Every answer carries the browser safety headers (docs/decisions/016-browser-safety-headers.md): a CSP that allows only this origin (plus Razorpay's
// checkout when real keys are set), no framing, nosniff, HSTS in production; uploads are never run as a page;
// cross-origin calls are allowed only from CORS_ORIGINS.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDist } from '../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const razorpayKeys = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'key-secret' };

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

let sandbox: TestApp;
let razorpay: TestApp;

beforeAll(async () => {
  const dist = await webDist();
  [sandbox, razorpay] = await Promise.all([
    createTestApp({ template: 'empty', env: dist }),
    createTestApp({ template: 'empty', env: { ...dist, ...razorpayKeys } }),
  ]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), razorpay.close()]);
});

describe('security headers', () => {
  it('sends the same protective headers on pages, API answers, 401s and 404s', async () => {
    for (const url of ['/', '/shop/anything', '/api/products', '/api/cart', '/api/nowhere']) {
      const response = await sandbox.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(response.headers['content-security-policy'], url).toBeDefined();
      // Plain http on localhost: HSTS would pin the browser to an https that does not exist.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('allows only this origin with the sandbox gateway: its checkout script is served from here', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    const key = await sandbox.app.inject({ method: 'GET', url: '/api/orders/v1/getKey' });
    expect(key.statusCode).toBe(401);
    expect(sandbox.config.payment.sandbox).toBe(true);
  });

  it("adds Razorpay's checkout, and nothing else, when real keys are configured", async () => {
    const response = await razorpay.app.inject({ method: 'GET', url: '/' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://*.razorpay.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://*.razorpay.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('never allows inline or eval-ed script, and the page has none: the shop config block is inert JSON', async () => {
    const csp = directives(
      (await sandbox.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    for (const value of csp.get('script-src') ?? []) {
      expect(value).not.toMatch(/unsafe|data:|\*/);
    }
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    const page = (await sandbox.app.inject({ method: 'GET', url: '/' })).body;
    const source = await readFile(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    for (const html of [page, source]) {
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '', body = '']) =>
          body.trim() !== '' && !/type="application\/(ld\+)?json"/.test(attributes),
      );
      expect(inline).toEqual([]);
    }
    expect(page).toContain('<script id="shop-config" type="application/json">');
  });

  it('sends HSTS and upgrade-insecure-requests in production', async () => {
    const production = await createTestApp({
      template: 'empty',
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        PUBLIC_URL: 'https://shop.example',
        // Production refuses `true` (decision 021): one proxy in front.
        TRUST_PROXY: '1',
        ...razorpayKeys,
      },
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        true,
      );
    } finally {
      await production.close();
    }
  });
});

describe('uploaded files', () => {
  it('are served only under image extensions, as images that must not be sniffed or run', async () => {
    const dir = path.join(sandbox.config.dataDir, 'uploads', 'reviews');
    await mkdir(dir, { recursive: true });
    const html = '<html><script>alert(document.domain)</script></html>';
    await writeFile(path.join(dir, 'evil.html'), html);
    await writeFile(path.join(dir, 'evil.png'), html);
    const page = await sandbox.app.inject({ method: 'GET', url: '/media/uploads/reviews/evil.html' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: expect.any(String) });
    const disguised = await sandbox.app.inject({ method: 'GET', url: '/media/uploads/reviews/evil.png' });
    expect(disguised.statusCode).toBe(200);
    expect(disguised.headers['content-type']).toBe('image/png');
    expect(disguised.headers['x-content-type-options']).toBe('nosniff');
    expect(disguised.headers['content-security-policy']).toBe("default-src 'none'");
  });
});

describe('CORS', () => {
  it('answers no cross-origin grant by default: only pages of this server may call the API', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('grants exactly the configured origins', async () => {
    const t = await createTestApp({
      template: 'empty',
      env: { CORS_ORIGINS: 'https://admin.shop.example' },
    });
    try {
      const allowed = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/cart',
        headers: {
          origin: 'https://admin.shop.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.shop.example');
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
      // The admin's page on that origin reads a download's name and its next part (a paged GST export).
      const download = await t.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { origin: 'https://admin.shop.example' },
      });
      expect(String(download.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['content-disposition', 'link']),
      );
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.statusCode).toBe(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
