// A directory of generated files that are costly to make and never change (their URLs are immutable). Each
// is made once, written whole under a temporary name and renamed into place, so no reader, in this process or
// another, ever sees half a file. The files stay within a size: past it, the least recently used are removed
// (docs/decisions/018-picture-work-limits.md).
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { TEMP_FILE_SUFFIX, writeFileAtomically } from '../../lib/atomic-file.ts';

export interface CacheLog {
  warn(details: object, message: string): void;
}

export interface DiskCache {
  /** The bytes of `file`, made by `make` when absent; concurrent calls for one file share one `make`. */
  get(file: string, make: () => Promise<Buffer>): Promise<Buffer>;
}

export interface DiskCacheOptions {
  dir: string;
  /** Bytes of files to keep (MEDIA_CACHE_MB); a file larger than this alone is answered but not kept. */
  maxBytes: number;
  log: CacheLog;
}

// Callers build names from parsed input; this is the last guard against a name that climbs out of `dir`.
const SAFE_NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
// A temporary file this old was left by a process that stopped while writing it; younger ones may be in use.
const STALE_TEMP_MS = 60 * 60 * 1000;

export function createDiskCache({ dir, maxBytes, log }: DiskCacheOptions): DiskCache {
  // Holds only the files being read or made right now, so memory does not grow with the cache.
  const inFlight = new Map<string, Promise<Buffer>>();
  // Name → size of the files this process knows of, least recently used first: those found at start (oldest
  // first), those it wrote and those it read. Other processes sharing the folder keep their own count, so N
  // processes may together hold up to N × maxBytes.
  const sizes = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(size, 1),
    dispose: (_size, file, reason) => {
      if (reason === 'evict') evicted.push(file);
    },
  });
  // Pushed by `dispose` (which must not wait), removed by the call that made room.
  const evicted: string[] = [];
  let scanned: Promise<void> | undefined;

  /** Counts `file` as just used, and removes the files it pushed past the budget. */
  async function use(file: string, size: number): Promise<void> {
    sizes.set(file, size);
    for (const old of evicted.splice(0)) {
      try {
        await rm(path.join(dir, old), { force: true });
      } catch (error) {
        log.warn({ err: error, file: old }, 'could not remove a cached file');
      }
    }
  }

  /** Counts what earlier runs left, so the budget holds across restarts (and a lowered one applies). */
  async function scan(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (!isMissingFile(error)) log.warn({ err: error, dir }, 'could not list the cache folder');
      return;
    }
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      try {
        const stats = await stat(path.join(dir, name));
        if (!stats.isFile()) continue;
        if (!name.endsWith(TEMP_FILE_SUFFIX)) {
          if (SAFE_NAME.test(name)) found.push({ name, size: stats.size, mtimeMs: stats.mtimeMs });
        } else if (Date.now() - stats.mtimeMs > STALE_TEMP_MS) {
          await rm(path.join(dir, name), { force: true });
        }
      } catch {
        // Removed meanwhile, or unreadable: it is not counted, as it cannot be served either.
      }
    }
    for (const file of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) await use(file.name, file.size);
  }

  async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
    scanned ??= scan();
    await scanned;
    const target = path.join(dir, file);
    // The cache only saves work: a broken disk (unreadable, full, read-only) costs renders, never answers.
    try {
      const bytes = await readFile(target);
      // Marks it the most recently used (and counts a file another process wrote).
      await use(file, bytes.length);
      return bytes;
    } catch (error) {
      sizes.delete(file);
      if (!isMissingFile(error)) log.warn({ err: error, file }, 'could not read a cached file');
    }
    const bytes = await make();
    if (bytes.length > maxBytes) return bytes;
    try {
      // The folder is made by the write rather than at start-up, so emptying the cache by deleting it is safe.
      await writeFileAtomically(target, bytes);
      await use(file, bytes.length);
    } catch (error) {
      log.warn({ err: error, file }, 'could not cache a generated file');
    }
    return bytes;
  }

  return {
    get(file, make) {
      if (!SAFE_NAME.test(file) || file.endsWith(TEMP_FILE_SUFFIX)) {
        return Promise.reject(new Error(`Unsafe cache file name: ${file}`));
      }
      const pending = inFlight.get(file);
      if (pending) return pending;
      const job = readOrMake(file, make).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
      return job;
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
