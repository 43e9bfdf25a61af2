// Saved for later endpoints (docs/product.md#cart-saved, docs/decisions/039-phone-shopper-second-walk.md): signed-in
// only, the user from the token. Beside the spec's cart routes, whose shapes are unchanged (decision 022). Writes
// are under the per-address request budget like the cart's own (plugins/rate-limits.ts); the list has its cap.
import {
  savedForLaterChangeSchema,
  savedForLaterSchema,
  savedLineRequestSchema,
} from '@shop/shared/saved-for-later.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './saved-for-later.service.ts';

export function savedForLaterRoutes(
  db: Db,
  guard: AuthGuard,
  limits: service.SavedForLaterLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before its body is even parsed.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);

    const tags = ['cart'];
    const changed = {
      tags,
      body: savedLineRequestSchema,
      response: { 200: savedForLaterChangeSchema, ...errorResponses },
    };

    app.get(
      '/api/cart/saved',
      { schema: { tags, response: { 200: savedForLaterSchema, ...errorResponses } } },
      async (request) => service.getSaved(db, await guard.userId(request)),
    );

    // Moves a cart line here.
    app.post('/api/cart/saved', { schema: changed }, async (request) =>
      service.saveForLater(db, await guard.userId(request), request.body, limits),
    );

    app.post('/api/cart/saved/move-to-cart', { schema: changed }, async (request) =>
      service.moveToCart(db, await guard.userId(request), request.body, limits),
    );

    // A DELETE with a JSON body, as the cart's remove is.
    app.delete('/api/cart/saved', { schema: changed }, async (request) =>
      service.removeSaved(db, await guard.userId(request), request.body),
    );
  };
}
