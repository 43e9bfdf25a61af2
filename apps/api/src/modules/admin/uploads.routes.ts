// `POST /api/admin/uploads`: product photos as repeated `images` files of a multipart form; answers their URLs
// for the product's `images[]` (docs/decisions/013).
import multipart from '@fastify/multipart';
import {
  ADMIN_MESSAGES,
  adminUploadResponseSchema,
  MAX_UPLOAD_IMAGE_BYTES,
  MAX_UPLOAD_IMAGES,
} from '@shop/shared/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { type FormRules, readMultipartForm } from '../../lib/multipart-form.ts';
import type { AdminDeps } from './admin.deps.ts';
import { storeProductImages } from './product-images.service.ts';

const UPLOAD_FORM: FormRules = {
  limits: {
    fileSize: MAX_UPLOAD_IMAGE_BYTES,
    files: MAX_UPLOAD_IMAGES,
    fields: 5,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: MAX_UPLOAD_IMAGES + 5,
  },
  fileField: 'images',
  messages: {
    notMultipart: ADMIN_MESSAGES.notMultipart,
    unreadable: ADMIN_MESSAGES.unreadableForm,
    fileTooLarge: ADMIN_MESSAGES.imageTooLarge,
    tooManyFiles: ADMIN_MESSAGES.tooManyImages,
  },
};

export function adminUploadRoutes(deps: AdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);

    app.post(
      '/api/admin/uploads',
      {
        schema: {
          tags: ['admin'],
          consumes: ['multipart/form-data'],
          response: { 201: adminUploadResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { files } = await readMultipartForm(request, UPLOAD_FORM);
        const images = await storeProductImages(deps.storage, deps.log, files);
        return reply.status(201).send({ images });
      },
    );
  };
}
