// GET /api/pin-codes/:pin (docs/decisions/036-checkout-for-india.md, "PIN directory"): the city and state of a PIN
// code, so the address form fills them in. Anyone may ask; it spends the delivery estimate's per-IP budget
// (plugins/rate-limits.ts), and the answer is the same for everyone until the next release.
import { pinCodeParamsSchema, pinCodePlaceSchema } from '@shop/shared/delivery.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { pinCodePlace } from './pin-directory.lib.ts';

/** A day: the directory changes only when a new copy is committed and released. */
const CACHE_SECONDS = 86_400;

export function pinCodeRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/pin-codes/:pin',
      {
        schema: {
          tags: ['delivery'],
          params: pinCodeParamsSchema,
          response: { 200: pinCodePlaceSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
        return pinCodePlace(request.params.pin);
      },
    );
  };
}
