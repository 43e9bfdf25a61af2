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
import { encodeUpload } from '../../lib/uploaded-images.ts';

const FULL_SIZE = 1600;
const WEBP = 'image/webp';

async function variants(upright: () => Sharp, name: string): Promise<FileToStore[]> {
  const byWidth = (width: number) => upright().resize({ width, withoutEnlargement: true });
  const webps = IMAGE_WIDTHS.map(async (width) => ({
    key: `products/${name}-${width}.webp`,
    bytes: await byWidth(width).webp({ quality: 78 }).toBuffer(),
    contentType: WEBP,
  }));
  const full = upright()
    .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  // Link previews want a JPEG; JPEG has no transparency, so it is laid on white.
  const preview = byWidth(1200)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return [
    { key: `products/${name}.webp`, bytes: await full, contentType: WEBP },
    ...(await Promise.all(webps)),
    { key: `products/${name}-1200.jpg`, bytes: await preview, contentType: 'image/jpeg' },
  ];
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
