// The first step of every image upload (decisions §7): only real JPEG, PNG, WebP or GIF rasters pass, decoded
// whole and turned upright. Callers then re-encode the result, which drops EXIF (GPS included), XMP and ICC.
import { AppError } from './app-error.ts';
import { loadSharp } from './load-sharp.ts';

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

/**
 * The image decoded and turned by its EXIF orientation (re-encoded in its own format, ready to resize); refused with
 * `notAnImage` (400) when the bytes are not a whole image of an accepted format.
 */
export async function decodeUpright(bytes: Buffer, notAnImage: string): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('INVALID', notAnImage);
  const sharp = await loadSharp();
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // The decoder must agree with the magic bytes: a polyglot that only looks like an image is refused.
    const metadata = await input().metadata();
    if (metadata.format !== format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw new AppError('INVALID', notAnImage);
    }
    return await input().rotate().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not decode it as a raster image (truncated, corrupt, too many pixels).
    throw new AppError('INVALID', notAnImage);
  }
}
