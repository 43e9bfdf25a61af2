// Puts uploaded files in storage and takes them out again (docs/product.md#reviews). Files are written before the database
// transaction that names them and deleted if it fails; files no row names any more are deleted after the commit.
import type { Storage } from '../adapters/storage.ts';

export interface FileLog {
  warn(details: object, message: string): void;
}

export interface FileToStore {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** Writes every file, or none: on a failure the ones already written are deleted again. */
export async function putAll(storage: Storage, log: FileLog, files: readonly FileToStore[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      written.push(file.key);
      await storage.put(file.key, file.bytes, file.contentType);
    }
  } catch (error) {
    await deleteAll(storage, log, written);
    throw error;
  }
}

/**
 * Deletes files that no row names any more. A failure is logged, not thrown: the change has already happened,
 * and an orphaned file costs only disk space.
 */
export async function deleteAll(storage: Storage, log: FileLog, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        log.warn({ err: error, key }, 'could not delete an uploaded file');
      }
    }),
  );
}
