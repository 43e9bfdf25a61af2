// POST /api/newsletter: the footer's sign-up.
import { newsletterRequestSchema, newsletterResponseSchema } from '@shop/shared/newsletter.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { subscribe } from './newsletter.service.ts';

export function newsletterRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/newsletter',
      {
        schema: {
          tags: ['newsletter'],
          body: newsletterRequestSchema,
          response: { 200: newsletterResponseSchema, ...errorResponses },
        },
      },
      async (request) => subscribe(db, request.body.email),
    );
  };
}
