// Wishlist endpoints (docs/product.md#wishlist): signed-in only; the user comes from the token, never from the request.
import { wishlistChangeSchema, wishlistParamsSchema, wishlistSchema } from '@shop/shared/wishlist.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './wishlist.service.ts';

export function wishlistRoutes(db: Db, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before anything else is looked at.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);

    const tags = ['wishlist'];
    // docs/product.md#api: GET answers the entries themselves, a bare list (docs/decisions/022); a change answers its
    // message and the entries as they are now.
    const schema = { tags, response: { 200: wishlistSchema, ...errorResponses } };
    const withParams = {
      tags,
      params: wishlistParamsSchema,
      response: { 200: wishlistChangeSchema, ...errorResponses },
    };

    app.get('/api/wishlist', { schema }, async (request) =>
      service.getWishlist(db, await guard.userId(request)),
    );

    app.post('/api/wishlist/:productId', { schema: withParams }, async (request) =>
      service.addToWishlist(db, await guard.userId(request), request.params.productId),
    );

    app.delete('/api/wishlist/:productId', { schema: withParams }, async (request) =>
      service.removeFromWishlist(db, await guard.userId(request), request.params.productId),
    );
  };
}
