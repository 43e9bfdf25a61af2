// A kept server-rendered page is sent as bytes compressed once, not compressed again for every visitor
// (docs/decisions/024-server-rendering.md). The web build here is a stand-in whose renderer reads one catalogue
// answer, so the page is kept exactly as a real one is.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { KEPT_PAGE_BROTLI_QUALITY } from './page-renderer.lib.ts';

const RENDERER = `
let transport;
export function setUp(options) { transport = options.transport; }
export async function render() {
  const answer = await transport('/api/products?category=kitchen', {});
  return { kind: 'page', status: 200, html: '<main>' + 'Kitchen things. '.repeat(400) + (await answer.text()).length + '</main>', queryState: {}, sources: [] };
}
`;

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
  await mkdir(path.join(dist, 'ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>shop</title><!--shop-config--><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ template: 'empty', env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
});

const get = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/shop/kitchen',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('kept pages', () => {
  it("are sent compressed once, in the encoding the visitor's Accept-Encoding prefers", async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Kitchen things.');
    expect(plain.headers['content-encoding']).toBeUndefined();

    // The kept copy is made in the background after the page is kept; until then the compression plugin
    // compresses each answer (at a lower quality: other bytes).
    const once = brotliCompressSync(plain.rawPayload, {
      params: { [constants.BROTLI_PARAM_QUALITY]: KEPT_PAGE_BROTLI_QUALITY },
    });
    let br = await get('gzip, deflate, br');
    for (let tries = 0; !br.rawPayload.equals(once) && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      br = await get('gzip, deflate, br');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(once)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it("never hands out the server renderer's own file", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('setUp');
  });
});
