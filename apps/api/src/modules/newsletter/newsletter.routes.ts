// POST /api/newsletter: the footer's sign-up. The same answer whether or not the address was already on the
// list, so the form reveals nothing about who subscribed.

import {
  NEWSLETTER_THANKS,
  newsletterRequestSchema,
  newsletterResponseSchema,
} from '@shop/shared/newsletter.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { addSubscriber } from './newsletter.repository.ts';

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
      async (request) => {
        await addSubscriber(db, request.body.email);
        return { message: NEWSLETTER_THANKS };
      },
    );
  };
}
