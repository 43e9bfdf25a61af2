// Puts review photos in storage and takes them out again. Files are written before the database transaction
// and deleted if it fails; removed photos are deleted only after it commits, so a row never names a lost file.
import type { Storage } from '../../adapters/storage.ts';
import type { StoredReviewImage } from '../../db/database.ts';
import { deleteAll, type FileLog, putAll } from '../../lib/stored-files.ts';
import type { ProcessedImage } from './review-images.lib.ts';

export type { FileLog } from '../../lib/stored-files.ts';

const WEBP = 'image/webp';

/** Every stored key of these photos (each has a full size and a thumbnail). */
export function keysOf(images: readonly StoredReviewImage[]): string[] {
  return images.flatMap((image) => [image.key, image.thumbnailKey]);
}

/** Writes every photo, or none: on a failure the ones already written are deleted again. */
export async function storeImages(
  storage: Storage,
  log: FileLog,
  images: readonly ProcessedImage[],
): Promise<StoredReviewImage[]> {
  await putAll(
    storage,
    log,
    images.flatMap((image) => [
      { key: image.key, bytes: image.full, contentType: WEBP },
      { key: image.thumbnailKey, bytes: image.thumbnail, contentType: WEBP },
    ]),
  );
  return images.map(({ key, thumbnailKey }) => ({ key, thumbnailKey }));
}

/** Deletes photos that no row names any more; a failure is logged, not thrown (see stored-files.ts). */
export async function removeImages(
  storage: Storage,
  log: FileLog,
  images: readonly StoredReviewImage[],
): Promise<void> {
  await deleteAll(storage, log, keysOf(images));
}
