// A directory of generated files that are costly to make and never change (their URLs are immutable). Each
// is made once, written whole under a temporary name and renamed into place, so no reader, in this process or
// another, ever sees half a file.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CacheLog {
  warn(details: object, message: string): void;
}

export interface DiskCache {
  /** The bytes of `file`, made by `make` when absent; concurrent calls for one file share one `make`. */
  get(file: string, make: () => Promise<Buffer>): Promise<Buffer>;
}

// Callers build names from parsed input; this is the last guard against a name that climbs out of `dir`.
const SAFE_NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

export function createDiskCache(dir: string, log: CacheLog): DiskCache {
  // Holds only the files being read or made right now, so memory does not grow with the cache.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const target = path.join(dir, file);
    // The cache only saves work: a broken disk (unreadable, full, read-only) costs renders, never answers.
    try {
      return await readFile(target);
    } catch (error) {
      if (!isMissingFile(error)) log.warn({ err: error, file }, 'could not read a cached file');
    }
    const bytes = await make();
    try {
      await writeAtomically(target, bytes);
    } catch (error) {
      log.warn({ err: error, file }, 'could not cache a generated file');
    }
    return bytes;
  }

  async function writeAtomically(target: string, bytes: Buffer): Promise<void> {
    // Created here rather than at start-up so that emptying the cache by deleting the folder is safe.
    await mkdir(dir, { recursive: true });
    const temp = `${target}.${process.pid}-${randomUUID()}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    get(file, make) {
      if (!SAFE_NAME.test(file)) return Promise.reject(new Error(`Unsafe cache file name: ${file}`));
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
