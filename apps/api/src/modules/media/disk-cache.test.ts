// The disk cache makes each file once however many ask at the same moment, and never leaves half a file.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskCache } from './disk-cache.ts';

const quiet = { warn: () => {} };

async function tempDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'disk-cache-')), 'cache');
}

describe('createDiskCache', () => {
  it('makes a file once for concurrent callers, stores it, and serves it from disk afterwards', async () => {
    const dir = await tempDir();
    const cache = createDiskCache(dir, quiet);
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
    const cache = createDiskCache(await tempDir(), quiet);
    await expect(cache.get('b-1.webp', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('b-1.webp', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });

  it('still answers, and warns, when the disk cannot be read or written', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'disk-cache-'));
    // A plain file where the cache folder should be: reading and writing fail, as on a broken disk.
    const dir = path.join(parent, 'cache');
    await writeFile(dir, 'not a folder');
    const warnings: string[] = [];
    const cache = createDiskCache(dir, { warn: (_details, message) => warnings.push(message) });
    expect((await cache.get('c-1.webp', async () => Buffer.from('ok'))).toString()).toBe('ok');
    expect(warnings).toEqual(['could not read a cached file', 'could not cache a generated file']);
    expect(await readFile(dir, 'utf8')).toBe('not a folder');
  });

  it.each(['../x.webp', 'a/b.webp', '', '.hidden', 'A.webp'])('refuses the file name %j', async (file) => {
    const cache = createDiskCache(await tempDir(), quiet);
    await expect(cache.get(file, async () => Buffer.from('x'))).rejects.toThrow('Unsafe cache file name');
  });
});
