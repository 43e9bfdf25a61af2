// The first step of every image upload (docs/product.md#reviews, docs/decisions/018-picture-work-limits.md): only real JPEG,
// PNG, WebP or GIF rasters of at most UPLOAD_MAX_MEGAPIXELS pass, and their size is read from the header before a
// pixel is decoded. Callers then encode pipelines of the image turned upright, which drops EXIF (GPS included), XMP
// and ICC. All of it is one job in the picture queue (lib/image-work.ts).
import type { Sharp as SharpPipeline } from 'sharp';
import { AppError } from './app-error.ts';
import { imageWork, maxUploadPixels } from './image-work.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The longest side a WebP image can have: every output is made to fit it (docs/decisions/018). */
export const WEBP_MAX_SIDE = 16_383;
/**
 * The longest side an uploaded photo may have: the most JPEG and GIF can hold, so only a PNG can be longer. A PNG of
 * 1 × 24,000,000 pixels is within the pixel limit but costs seconds of CPU per decode (one per output), and no
 * photo of a product is that shape (docs/decisions/018).
 */
export const MAX_PHOTO_SIDE = 65_535;
export const PHOTO_SIDE_TOO_LONG = `Photos can be at most ${MAX_PHOTO_SIDE.toLocaleString('en-IN')} pixels on a side`;

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

/** The refusal of a photo with more pixels than `maxPixels`, in words a shopper understands. */
export function tooManyPixelsMessage(maxPixels: number): string {
  return `Photos can be at most ${Number((maxPixels / 1_000_000).toFixed(1))} megapixels`;
}

/**
 * Checks an uploaded image and hands `encode` a maker of pipelines that read it turned by its EXIF orientation
 * (each pipeline decodes the original bytes, so a JPEG is only decoded at the size it is shrunk to). Refused with
 * 400 `notAnImage` when the bytes are not a whole image of an accepted format (a decode failure inside `encode`
 * included), with 400 tooManyPixelsMessage when it has too many pixels and PHOTO_SIDE_TOO_LONG when a side is longer
 * than MAX_PHOTO_SIDE; 503 when the picture queue is full. Outputs must fit WEBP_MAX_SIDE (`fit: 'inside'`).
 */
export async function encodeUpload<T>(
  bytes: Buffer,
  notAnImage: string,
  encode: (upright: () => SharpPipeline) => Promise<T>,
): Promise<T> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('INVALID', notAnImage);
  const maxPixels = maxUploadPixels();
  return imageWork(async (sharp) => {
    // limitInputPixels repeats the check below inside libvips, for every pipeline made from these bytes.
    const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
    try {
      // Reads the header only, so the size of a decompression bomb is known before any of it is inflated. (With
      // the limit set, sharp would refuse a large header as an unreadable image rather than name the limit.)
      const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
      // The decoder must agree with the magic bytes: a polyglot that only looks like an image is refused.
      if (metadata.format !== format || !ACCEPTED_FORMATS.has(metadata.format)) {
        throw new AppError('INVALID', notAnImage);
      }
      // An animated GIF or WebP is read as its first frame: `pageHeight` is that frame's height.
      const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
      if (pixels > maxPixels) throw new AppError('INVALID', tooManyPixelsMessage(maxPixels));
      if (Math.max(metadata.width ?? 0, metadata.pageHeight ?? metadata.height ?? 0) > MAX_PHOTO_SIDE) {
        throw new AppError('INVALID', PHOTO_SIDE_TOO_LONG);
      }
      return await encode(() => input().rotate());
    } catch (error) {
      if (error instanceof AppError) throw error;
      // sharp could not decode it as a raster image (truncated, corrupt).
      throw new AppError('INVALID', notAnImage);
    }
  });
}
