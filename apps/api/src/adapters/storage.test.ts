// The local storage backend: atomic writes under its folder, idempotent deletes, and keys that cannot escape.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor, createLocalStorage, isValidKey } from './storage.ts';

async function freshStorage() {
  const dir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  return { dir, storage: createLocalStorage(dir) };
}

describe('local storage', () => {
  it('stores, reads back, serves under /media/uploads and deletes a file', async () => {
    const { dir, storage } = await freshStorage();
    await storage.put('reviews/abc123.webp', Buffer.from('bytes'), 'image/webp');
    expect((await storage.read('reviews/abc123.webp'))?.toString()).toBe('bytes');
    expect(await readdir(path.join(dir, 'reviews'))).toEqual(['abc123.webp']);
    expect(storage.urlFor('reviews/abc123.webp')).toBe('/media/uploads/reviews/abc123.webp');
    await storage.delete('reviews/abc123.webp');
    await storage.delete('reviews/abc123.webp');
    expect(await storage.read('reviews/abc123.webp')).toBeUndefined();
  });

  it('refuses keys that could leave its folder or hide a file', async () => {
    const { storage } = await freshStorage();
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/x.webp',
      '.x.webp',
      'a//b.webp',
      'A.webp',
      'x.svg',
    ]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from(''), 'image/webp'), key).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(await storage.read(key), key).toBeUndefined();
    }
  });

  it('names the content type from the extension', () => {
    expect(contentTypeFor('a/b.webp')).toBe('image/webp');
    expect(contentTypeFor('a/b.jpg')).toBe('image/jpeg');
  });
});
