// Puts review photos in storage and takes them out again. Files are written before the database transaction
// and deleted if it fails; removed photos are deleted only after it commits, so a row never names a lost file.
import type { Storage } from '../../adapters/storage.ts';
import type { StoredReviewImage } from '../../db/database.ts';
import type { ProcessedImage } from './review-images.ts';

export interface FileLog {
  warn(details: object, message: string): void;
}

const WEBP = 'image/webp';

function keysOf(images: readonly StoredReviewImage[]): string[] {
  return images.flatMap((image) => [image.key, image.thumbnailKey]);
}

/** Writes every photo, or none: on a failure the ones already written are deleted again. */
export async function storeImages(
  storage: Storage,
  log: FileLog,
  images: readonly ProcessedImage[],
): Promise<StoredReviewImage[]> {
  const written: StoredReviewImage[] = [];
  try {
    for (const image of images) {
      written.push({ key: image.key, thumbnailKey: image.thumbnailKey });
      await storage.put(image.key, image.full, WEBP);
      await storage.put(image.thumbnailKey, image.thumbnail, WEBP);
    }
  } catch (error) {
    await removeImages(storage, log, written);
    throw error;
  }
  return written.map(({ key, thumbnailKey }) => ({ key, thumbnailKey }));
}

/**
 * Deletes photos that no row names any more. A failure is logged, not thrown: the review change has already
 * happened, and an orphaned file costs only disk space.
 */
export async function removeImages(
  storage: Storage,
  log: FileLog,
  images: readonly StoredReviewImage[],
): Promise<void> {
  await Promise.all(
    keysOf(images).map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        log.warn({ err: error, key }, 'could not delete a review photo');
      }
    }),
  );
}
