// The shopper's promotions endpoints (docs/decisions/038-promotions.md): the quote the cart and checkout show, and
// the code kept on the cart. Signed-in only, like the cart; trying a code counts against the `couponCheck` limit.
import {
  applyCouponRequestSchema,
  couponAnswerSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@shop/shared/promotion.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './coupon.service.ts';

export function couponRoutes(deps: service.CouponDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before its body is even parsed.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);
    const answer = { 200: couponAnswerSchema, ...errorResponses };

    app.post(
      '/api/promotions/quote',
      {
        schema: {
          tags: ['cart'],
          description:
            'What the lines save with the live offers and the code, priced by the server as the checkout charges ' +
            'them. A code other than the cart’s own counts as a code check (429 past the limit).',
          body: quoteRequestSchema,
          response: { 200: quoteSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.quote(deps, { userId: await guard.userId(request), ip: request.ip }, request.body),
    );

    app.put(
      '/api/cart/coupon',
      {
        schema: {
          tags: ['cart'],
          description:
            'Keeps a live code on the cart and answers the cart’s quote. An unknown or ended code is 200 with the ' +
            'cart’s code unchanged and "This code is not valid". Each call is a code check (429 past the limit).',
          body: applyCouponRequestSchema,
          response: answer,
        },
      },
      async (request) =>
        service.applyCoupon(deps, { userId: await guard.userId(request), ip: request.ip }, request.body.code),
    );

    app.delete('/api/cart/coupon', { schema: { tags: ['cart'], response: answer } }, async (request) =>
      service.removeCoupon(deps, await guard.userId(request)),
    );
  };
}
