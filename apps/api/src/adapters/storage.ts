// Where uploaded files live (docs/product.md#reviews). Callers only see keys; the backend decides the public URL. The
// local backend keeps files under DATA_DIR/uploads and serves them at /media/uploads/{key}; the S3 one is
// in s3-storage.ts, and create-storage.ts picks between them.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../lib/atomic-file.ts';

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
}

export interface LocalStorage extends Storage {
  readonly kind: 'local';
  /** The stored bytes, or undefined when there is no such (or no valid) key. */
  read(key: string): Promise<Buffer | undefined>;
}

export const LOCAL_UPLOADS_PREFIX = '/media/uploads/';

// Lowercase segments joined by single dashes, one or more folders, one extension: no `..`, no absolute path,
// no hidden file, nothing a file system could read as another place.
const KEY = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*[a-z0-9]+(?:-[a-z0-9]+)*\.(?:webp|jpg|png|gif)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

/** The content type a key's extension stands for (keys are validated, so the extension is known). */
export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

export function createLocalStorage(dir: string): LocalStorage {
  const fileOf = (key: string) => path.join(dir, ...key.split('/'));

  return {
    kind: 'local',
    async put(key, bytes) {
      assertKey(key);
      await writeFileAtomically(fileOf(key), bytes);
    },
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
    },
    urlFor(key) {
      assertKey(key);
      return `${LOCAL_UPLOADS_PREFIX}${key}`;
    },
    async read(key) {
      if (!isValidKey(key)) return undefined;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
