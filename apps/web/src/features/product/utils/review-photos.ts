// Which picked files may join a review (docs/product.md#reviews), checked in the browser before anything is sent: the
// server accepts JPEG, PNG, WebP or GIF of at most 5 MB, at most 5 photos a review, and decodes each one
// (docs/decisions/010-reviews.md). Here the sent type and the size are read first, then the file is decoded
// (`createImageBitmap` in the browser), so a text file named .jpg is refused too, and no broken preview shows.
import { MAX_REVIEW_IMAGE_BYTES, MAX_REVIEW_IMAGES } from '@shop/shared/review.schemas';

export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The limits as the picker states them under its button. */
export const REVIEW_PHOTO_RULES = `Up to ${MAX_REVIEW_IMAGES} photos: JPEG, PNG, WebP or GIF, at most ${
  MAX_REVIEW_IMAGE_BYTES / (1024 * 1024)
} MB each.`;

/** Resolves when the bytes decode as a picture, rejects when they do not. */
export type Decode = (file: File) => Promise<void>;

export async function decodeInBrowser(file: File): Promise<void> {
  const bitmap = await createImageBitmap(file);
  bitmap.close();
}

export interface Screened {
  accepted: File[];
  /** One sentence per refused file, naming it. */
  refusals: string[];
}

function refusalOf(file: File, accepted: number, room: number): string | undefined {
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not a photo: choose a JPEG, PNG, WebP or GIF image.`;
  }
  if (file.size > MAX_REVIEW_IMAGE_BYTES) {
    return `“${file.name}” is too large: each photo can be at most ${MAX_REVIEW_IMAGE_BYTES / (1024 * 1024)} MB.`;
  }
  if (accepted >= room)
    return `“${file.name}” was not added: a review can have at most ${MAX_REVIEW_IMAGES} photos.`;
  return undefined;
}

/**
 * The files that may be added, in the order picked, while `room` photos still fit; a reason for each of the others.
 * A file that passes the type and size but does not decode is refused as not a photo.
 */
export async function screenPhotos(files: readonly File[], room: number, decode: Decode): Promise<Screened> {
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const refusal = refusalOf(file, accepted.length, room);
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    try {
      await decode(file);
      accepted.push(file);
    } catch {
      refusals.push(`“${file.name}” is not a photo: it could not be opened as an image.`);
    }
  }
  return { accepted, refusals };
}
