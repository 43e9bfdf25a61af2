// POST /api/newsletter: the footer's sign-up.
import { newsletterRequestSchema, newsletterResponseSchema } from '@shop/shared/newsletter.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { subscribe } from './newsletter.service.ts';

/** Each sign-up writes a row: limited per address and per IP in the database (docs/decisions/017). */
export function newsletterRoutes(db: Db, limiter: RateLimiter): FastifyPluginAsyncZod {
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
      async (request) => {
        const email = request.body.email.trim().toLowerCase();
        await limiter.consume('newsletter', { ip: request.ip, subject: email });
        return subscribe(db, request.body.email);
      },
    );
  };
}
