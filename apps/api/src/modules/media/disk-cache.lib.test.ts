// The disk cache makes each file once however many ask at the same moment, never leaves half a file, and keeps
// its files within a size by removing the least recently used (docs/decisions/018-picture-work-limits.md).
import { mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskCache } from './disk-cache.lib.ts';

const quiet = { warn: () => {} };
const roomy = 1024 * 1024;

async function tempDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'disk-cache-')), 'cache');
}

describe('createDiskCache', () => {
  it('makes a file once for concurrent callers, stores it, and serves it from disk afterwards', async () => {
    const dir = await tempDir();
    const cache = createDiskCache({ dir, maxBytes: roomy, log: quiet });
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('rendered');
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.get('a-1.webp', make)));
    expect(made).toBe(1);
    expect(results.map((bytes) => bytes.toString())).toEqual(Array(5).fill('rendered'));
    expect(await readdir(dir)).toEqual(['a-1.webp']);

    await writeFile(path.join(dir, 'a-1.webp'), 'from disk');
    expect((await cache.get('a-1.webp', make)).toString()).toBe('from disk');
    expect(made).toBe(1);
  });

  it('lets a failed make be retried rather than remembering the failure', async () => {
    const cache = createDiskCache({ dir: await tempDir(), maxBytes: roomy, log: quiet });
    await expect(cache.get('b-1.webp', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('b-1.webp', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });

  it('still answers, and warns, when the disk cannot be read or written', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'disk-cache-'));
    // A plain file where the cache folder should be: reading and writing fail, as on a broken disk.
    const dir = path.join(parent, 'cache');
    await writeFile(dir, 'not a folder');
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => warnings.push(message) };
    const cache = createDiskCache({ dir, maxBytes: roomy, log });
    expect((await cache.get('c-1.webp', async () => Buffer.from('ok'))).toString()).toBe('ok');
    expect(warnings).toEqual([
      'could not list the cache folder',
      'could not read a cached file',
      'could not cache a generated file',
    ]);
    expect(await readFile(dir, 'utf8')).toBe('not a folder');
  });

  it.each(['../x.webp', 'a/b.webp', '', '.hidden', 'A.webp'])('refuses the file name %j', async (file) => {
    const cache = createDiskCache({ dir: await tempDir(), maxBytes: roomy, log: quiet });
    await expect(cache.get(file, async () => Buffer.from('x'))).rejects.toThrow('Unsafe cache file name');
  });

  it('removes the least recently used files once they pass maxBytes', async () => {
    const dir = await tempDir();
    const cache = createDiskCache({ dir, maxBytes: 100, log: quiet });
    const bytes = (size: number) => async () => Buffer.alloc(size, 1);
    await cache.get('a.webp', bytes(40));
    await cache.get('b.webp', bytes(40));
    // Reading `a` again makes `b` the one used longest ago.
    await cache.get('a.webp', bytes(40));
    await cache.get('c.webp', bytes(40));
    expect((await readdir(dir)).sort()).toEqual(['a.webp', 'c.webp']);
  });

  it('counts the files a previous run left, oldest first, and trims them to maxBytes', async () => {
    const dir = await tempDir();
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'old.webp'), Buffer.alloc(60));
    await writeFile(path.join(dir, 'new.webp'), Buffer.alloc(30));
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    await utimes(path.join(dir, 'old.webp'), dayAgo, dayAgo);
    // Half a file from a process that crashed while writing, an hour ago or more.
    await writeFile(path.join(dir, 'x.webp.1-abc.tmp'), 'half');
    await utimes(path.join(dir, 'x.webp.1-abc.tmp'), dayAgo, dayAgo);
    const cache = createDiskCache({ dir, maxBytes: 100, log: quiet });
    await cache.get('made.webp', async () => Buffer.alloc(30));
    expect((await readdir(dir)).sort()).toEqual(['made.webp', 'new.webp']);
  });

  it('answers a file larger than the whole cache without keeping it', async () => {
    const dir = await tempDir();
    const cache = createDiskCache({ dir, maxBytes: 10, log: quiet });
    expect((await cache.get('big.webp', async () => Buffer.alloc(20))).length).toBe(20);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});
