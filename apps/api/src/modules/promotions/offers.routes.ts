// GET /api/promotions/offers (docs/decisions/038-promotions.md): the automatic offers live now, for the badges on
// product cards and pages. Anyone may ask; the answer is the same for everyone and kept a few seconds.
import { offerListSchema } from '@shop/shared/promotion.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { OFFERS_CACHE_SECONDS, type OffersCache } from './offers.service.ts';

export function offersRoutes(cache: OffersCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/promotions/offers',
      { schema: { tags: ['promotions'], response: { 200: offerListSchema, ...errorResponses } } },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${OFFERS_CACHE_SECONDS}`);
        return cache.offers();
      },
    );
  };
}
