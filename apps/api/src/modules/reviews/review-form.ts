// Reads a review's multipart form (spec §8 Reviews) into text fields and photo buffers, within the upload
// limits of decisions §7. Every way a form can be refused becomes a 400 `{ message }`, never a 413 or 500.
import { MAX_REVIEW_IMAGE_BYTES, MAX_REVIEW_IMAGES, REVIEW_MESSAGES } from '@shop/shared/review.schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export interface ReviewForm {
  /** Text fields; a repeated one (`keepImages`) keeps every value, others their first. */
  fields: Record<string, string | string[]>;
  /** The bytes of each `images` file, in the order sent; nothing has looked at their type yet. */
  images: Buffer[];
}

const REPEATED_FIELDS = new Set(['keepImages']);

export const REVIEW_FORM_LIMITS = {
  fileSize: MAX_REVIEW_IMAGE_BYTES,
  files: MAX_REVIEW_IMAGES,
  // rating, comment, productId and up to five keepImages, with room for fields a client adds on its own.
  fields: 20,
  // A 2000-character comment is at most 8000 bytes of UTF-8.
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  parts: 30,
};

// @fastify/multipart's codes, each answered with a message a shopper can act on.
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: REVIEW_MESSAGES.imageTooLarge,
  FST_FILES_LIMIT: REVIEW_MESSAGES.tooManyImages,
};

export async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  if (!request.isMultipart()) throw new AppError('INVALID', REVIEW_MESSAGES.notMultipart);
  const values = new Map<string, string[]>();
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: REVIEW_FORM_LIMITS })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
          throw new AppError('INVALID', REVIEW_MESSAGES.unreadableForm);
        }
        values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
        continue;
      }
      if (part.fieldname !== 'images') throw new AppError('INVALID', REVIEW_MESSAGES.unreadableForm);
      const bytes = await part.toBuffer();
      // A browser sends an empty, nameless file part for a file input left empty.
      if (bytes.length === 0 && !part.filename) continue;
      images.push(bytes);
    }
  } catch (error) {
    throw toFormError(error);
  }
  const fields: ReviewForm['fields'] = {};
  for (const [name, list] of values) {
    const first = list[0];
    if (REPEATED_FIELDS.has(name)) fields[name] = list;
    else if (first !== undefined) fields[name] = first;
  }
  return { fields, images };
}

function toFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  // Anything else here is the client's form (bad boundary, cut-off body, too many parts): not a server fault.
  return new AppError('INVALID', LIMIT_MESSAGES[code] ?? REVIEW_MESSAGES.unreadableForm);
}
