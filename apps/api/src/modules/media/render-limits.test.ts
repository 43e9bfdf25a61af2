// What one visitor's picture requests may cost (docs/decisions/018-picture-work-limits.md): renders take turns in
// the one queue in front of sharp (IMAGE_RENDER_CONCURRENCY), a full queue answers 503 rather than pile up, and
// the disk cache stays within MEDIA_CACHE_MB by removing the least recently used renders.
import { existsSync } from 'node:fs';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shop/shared/images';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIFTED_REQUEST_LIMITS_ENV } from '../../../test/lifted-limits.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** Every catalogue picture of the demo products, as `bag-141-0` names, each once. */
let pictures: string[];

const t = useTestApp({
  template: 'demo',
  env: { ...LIFTED_REQUEST_LIMITS_ENV, IMAGE_RENDER_CONCURRENCY: '1', MEDIA_CACHE_MB: '1' },
});
beforeAll(async () => {
  const rows = await t.db.selectFrom('products').select('images').orderBy('id').execute();
  const urls = rows.flatMap((row) => row.images).filter((url) => url.startsWith('/media/catalog/'));
  pictures = [...new Set(urls.map((url) => url.replace('/media/catalog/', '').replace(/\.svg$/, '')))];
});

function cacheDir(): string {
  return path.join(t.config.dataDir, 'media-cache');
}

function get(file: string) {
  return t.app.inject({ method: 'GET', url: `/media/catalog/${file}` });
}

/** Demo pictures from `from` on, `count` of them: each test takes its own, so none finds another's renders. */
function picturesFrom(from: number, count: number): string[] {
  const chosen = pictures.slice(from, from + count);
  if (chosen.length < count) throw new Error('the demo catalogue has too few pictures');
  return chosen;
}

describe('the disk cache of renders', () => {
  it('stays within MEDIA_CACHE_MB, removing the least recently used renders first', async () => {
    const [name = ''] = picturesFrom(0, 1);
    const [older, newer, rendered] = [`${name}-160.webp`, `${name}-320.webp`, `${name}-1200.jpg`];
    // Two renders from an earlier run all but fill the 1 MiB budget: `older` was written first, but is read again.
    const filler = Buffer.alloc(510 * 1024, 1);
    await mkdir(cacheDir(), { recursive: true });
    await writeFile(path.join(cacheDir(), older), filler);
    await writeFile(path.join(cacheDir(), newer), filler);
    const hourAgo = new Date(Date.now() - 3600_000);
    await utimes(path.join(cacheDir(), older), hourAgo, hourAgo);

    expect((await get(older)).rawPayload.equals(filler)).toBe(true);
    const response = await get(rendered);
    expect(response.statusCode).toBe(200);
    expect(existsSync(path.join(cacheDir(), rendered))).toBe(true);
    // Over budget: `newer` is the one nobody asked for since the server started.
    expect(existsSync(path.join(cacheDir(), newer))).toBe(false);
    expect(existsSync(path.join(cacheDir(), older))).toBe(true);
    const sizes = await Promise.all(
      (await readdir(cacheDir())).map(async (file) => (await stat(path.join(cacheDir(), file))).size),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('the queue in front of sharp', () => {
  it('renders one picture at a time with IMAGE_RENDER_CONCURRENCY=1; the others wait their turn', async () => {
    let most = 0;
    // sharp counts the images its worker threads are processing right now.
    const timer = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 1);
    try {
      const files = picturesFrom(1, 2).flatMap((name) =>
        IMAGE_WIDTHS.map((width) => `${name}-${width}.webp`),
      );
      const responses = await Promise.all(files.map((file) => get(file)));
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    } finally {
      clearInterval(timer);
    }
    expect(most).toBe(1);
  });

  it('answers 503 with Retry-After and a message once 32 renders wait, rendering and writing nothing for them', async () => {
    const files = picturesFrom(3, 45).map((name) => `${name}-160.webp`);
    const responses = await Promise.all(files.map((file) => get(file)));
    const busy = responses.filter((response) => response.statusCode === 503);
    const done = responses.filter((response) => response.statusCode === 200);
    expect(busy.length + done.length).toBe(files.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThanOrEqual(33);
    for (const response of busy) {
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const refused = files.filter((_, i) => responses[i]?.statusCode === 503);
    const cached = await readdir(cacheDir());
    for (const file of refused) expect(cached).not.toContain(file);
    // Refusals are not remembered: once the line is short again the same picture renders.
    expect((await get(refused[0] ?? '')).statusCode).toBe(200);
  });
});
