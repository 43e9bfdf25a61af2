// Turns uploaded photo bytes into what the shop stores (decisions §7): only real JPEG, PNG, WebP or GIF
// rasters are accepted, and each is re-encoded (which drops EXIF, GPS included) as a 1600 px WebP plus a
// 320 px thumbnail. Nothing is stored here, so a request with one bad photo writes nothing.
import { randomBytes } from 'node:crypto';
import { REVIEW_MESSAGES } from '@shop/shared/review.schemas';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export interface ProcessedImage {
  key: string;
  thumbnailKey: string;
  full: Buffer;
  thumbnail: Buffer;
}

const FULL_SIZE = 1600;
const THUMBNAIL_SIZE = 320;
// A small file can still claim huge dimensions (a decompression bomb): 50 megapixels is more than any phone.
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The format the first bytes announce, or undefined: the file name and the sent content type are ignored. */
export function sniffImageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

async function processOne(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('INVALID', REVIEW_MESSAGES.notAnImage);
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // The decoder must agree with the magic bytes: a polyglot that only looks like an image is refused.
    const metadata = await input().metadata();
    if (metadata.format !== format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw new AppError('INVALID', REVIEW_MESSAGES.notAnImage);
    }
    // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC) is dropped by re-encoding.
    const upright = await input().rotate().toBuffer();
    const [full, thumbnail] = await Promise.all([
      sharp(upright)
        .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      sharp(upright)
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    // Random names: a photo's URL never changes meaning, so it can be cached for good.
    const name = randomBytes(16).toString('hex');
    return { key: `reviews/${name}.webp`, thumbnailKey: `reviews/${name}-thumb.webp`, full, thumbnail };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not decode it as a raster image (truncated, corrupt, too many pixels).
    throw new AppError('INVALID', REVIEW_MESSAGES.notAnImage);
  }
}

/** Processes every photo of a request, or refuses the request as a whole at the first bad one. */
export async function processReviewImages(images: readonly Buffer[]): Promise<ProcessedImage[]> {
  // One after another: each decode can take tens of MB of memory.
  const processed: ProcessedImage[] = [];
  for (const bytes of images) processed.push(await processOne(bytes));
  return processed;
}
