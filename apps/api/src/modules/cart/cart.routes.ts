// Cart endpoints (docs/product.md#cart-lines): signed-in only; the user comes from the token, and any price the browser sends
// is not part of the request schemas, so it is dropped before the service sees the body (docs/product.md#checkout-server).
import { addToCartRequestSchema, cartSchema, removeFromCartRequestSchema } from '@shop/shared/cart.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './cart.service.ts';

/** `maxUnitsPerProduct`: a line's cap, the same as an order's (docs/decisions/017). */
export function cartRoutes(db: Db, guard: AuthGuard, maxUnitsPerProduct: number): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before its body is even parsed.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);

    const response = { 200: cartSchema, ...errorResponses };

    app.get('/api/cart', { schema: { tags: ['cart'], response } }, async (request) =>
      service.getCart(db, await guard.userId(request)),
    );

    app.post(
      '/api/cart/add',
      { schema: { tags: ['cart'], body: addToCartRequestSchema, response } },
      async (request) => service.addToCart(db, await guard.userId(request), request.body, maxUnitsPerProduct),
    );

    // The spec's remove is a DELETE with a JSON body; Fastify parses bodies on DELETE like on POST.
    app.delete(
      '/api/cart/remove',
      { schema: { tags: ['cart'], body: removeFromCartRequestSchema, response } },
      async (request) => service.removeFromCart(db, await guard.userId(request), request.body),
    );
  };
}
