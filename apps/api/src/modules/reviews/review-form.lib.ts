// Reads a review's multipart form (docs/product.md#reviews) into text fields and photo buffers, within the upload
// limits of docs/product.md#reviews. Every way a form can be refused becomes a 400 `{ message }`, never a 413 or 500.
import { MAX_REVIEW_IMAGE_BYTES, MAX_REVIEW_IMAGES, REVIEW_MESSAGES } from '@shop/shared/review.schemas';
import type { FastifyRequest } from 'fastify';
import { type FormRules, readMultipartForm } from '../../lib/multipart-form.ts';

export interface ReviewForm {
  /** Text fields; a repeated one (`keepImages`) keeps every value, others their first. */
  fields: Record<string, string | string[]>;
  /** The bytes of each `images` file, in the order sent; nothing has looked at their type yet. */
  images: Buffer[];
}

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

const REVIEW_FORM: FormRules = {
  limits: REVIEW_FORM_LIMITS,
  fileField: 'images',
  repeatedFields: new Set(['keepImages']),
  messages: {
    notMultipart: REVIEW_MESSAGES.notMultipart,
    unreadable: REVIEW_MESSAGES.unreadableForm,
    fileTooLarge: REVIEW_MESSAGES.imageTooLarge,
    tooManyFiles: REVIEW_MESSAGES.tooManyImages,
  },
};

export async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  const { fields, files } = await readMultipartForm(request, REVIEW_FORM);
  return { fields, images: files };
}
