// Product photos the shop uploads (docs/decisions/013). They pass the same checks as review photos
// (docs/product.md#reviews, lib/uploaded-images.ts: real rasters within UPLOAD_MAX_MEGAPIXELS, docs/decisions/018) and are
// re-encoded in the picture queue, which drops their metadata. Each photo is stored as
// `products/{32 hex}.webp` (at most 1600 px) with the variants the storefront asks for beside it
// (`-{width}.webp` for every IMAGE_WIDTHS, `-1200.jpg` for link previews), as packages/shared/src/images.ts names them.
import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES } from '@shop/shared/admin.schemas';
import { IMAGE_WIDTHS } from '@shop/shared/images';
import type { Sharp } from 'sharp';
import type { Storage } from '../../adapters/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FileLog, type FileToStore, putAll } from '../../lib/stored-files.ts';
import { encodeUpload, WEBP_MAX_SIDE } from '../../lib/uploaded-images.ts';

const FULL_SIZE = 1600;
const WEBP = 'image/webp';

async function variants(upright: () => Sharp, name: string): Promise<FileToStore[]> {
  // A variant is `width` wide unless the photo is so tall that WebP could not hold it (WEBP_MAX_SIDE): then it is
  // as tall as WebP allows and narrower (issue 50: a 1000 × 20000 size chart).
  const byWidth = (width: number) =>
    upright().resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  // Every encode is started inside the one Promise.all that awaits them: an encode that fails before another
  // finishes is then the upload's 400, never a rejection nothing handles, which would end the process.
  return Promise.all([
    encoded(
      `products/${name}.webp`,
      WEBP,
      upright()
        .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 }),
    ),
    ...IMAGE_WIDTHS.map((width) =>
      encoded(`products/${name}-${width}.webp`, WEBP, byWidth(width).webp({ quality: 78 })),
    ),
    // Link previews want a JPEG; JPEG has no transparency, so it is laid on white.
    encoded(
      `products/${name}-1200.jpg`,
      'image/jpeg',
      byWidth(1200).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
    ),
  ]);
}

async function encoded(key: string, contentType: string, pipeline: Sharp): Promise<FileToStore> {
  return { key, bytes: await pipeline.toBuffer(), contentType };
}

/**
 * Checks and encodes every image first (a bad one refuses the whole upload, nothing written), then stores them
 * all; answers each photo's URL, in the order sent.
 */
export async function storeProductImages(
  storage: Storage,
  log: FileLog,
  images: readonly Buffer[],
): Promise<string[]> {
  if (images.length === 0) throw new AppError('INVALID', ADMIN_MESSAGES.noImages);
  const prepared: { key: string; files: FileToStore[] }[] = [];
  // One after another, each taking its turn in the picture queue: a decode can take tens of MB of memory.
  for (const bytes of images) {
    const name = randomBytes(16).toString('hex');
    const files = await encodeUpload(bytes, ADMIN_MESSAGES.notAnImage, (upright) => variants(upright, name));
    prepared.push({ key: `products/${name}.webp`, files });
  }
  await putAll(
    storage,
    log,
    prepared.flatMap((image) => image.files),
  );
  return prepared.map((image) => storage.urlFor(image.key));
}
