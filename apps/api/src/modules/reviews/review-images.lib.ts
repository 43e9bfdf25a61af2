// Turns uploaded photo bytes into what the shop stores (docs/product.md#reviews): only real JPEG, PNG, WebP or GIF
// rasters within the pixel limit are accepted (lib/uploaded-images.ts), and each is re-encoded (which drops EXIF,
// GPS included) as a 1600 px WebP plus a 320 px thumbnail. Nothing is stored here, so a request with one bad photo
// writes nothing.
import { randomBytes } from 'node:crypto';
import { REVIEW_MESSAGES } from '@shop/shared/review.schemas';
import { encodeUpload } from '../../lib/uploaded-images.ts';

export interface ProcessedImage {
  key: string;
  thumbnailKey: string;
  full: Buffer;
  thumbnail: Buffer;
}

const FULL_SIZE = 1600;
const THUMBNAIL_SIZE = 320;

async function processOne(bytes: Buffer): Promise<ProcessedImage> {
  const [full, thumbnail] = await encodeUpload(bytes, REVIEW_MESSAGES.notAnImage, (upright) =>
    Promise.all([
      upright()
        .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      upright()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]),
  );
  // Random names: a photo's URL never changes meaning, so it can be cached for good.
  const name = randomBytes(16).toString('hex');
  return { key: `reviews/${name}.webp`, thumbnailKey: `reviews/${name}-thumb.webp`, full, thumbnail };
}

/** Processes every photo of a request, or refuses the request as a whole at the first bad one. */
export async function processReviewImages(images: readonly Buffer[]): Promise<ProcessedImage[]> {
  // One after another, each taking its turn in the picture queue: a decode can take tens of MB of memory.
  const processed: ProcessedImage[] = [];
  for (const bytes of images) processed.push(await processOne(bytes));
  return processed;
}
