// "Recently viewed" endpoints (docs/decisions/039-phone-shopper-second-walk.md, docs/product.md#pages-home). The
// cards of a visitor's list (the ids the browser keeps) are public; the account's list is the token's user's only,
// and its writes count against the account's and the address's `recentlyViewed` limit (docs/decisions/017).
import {
  recentlyViewedIdsQuerySchema,
  recentlyViewedMergeSchema,
  recentlyViewedProductsSchema,
  recentlyViewedRecordedSchema,
  recentlyViewedViewSchema,
} from '@shop/shared/recently-viewed.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './recently-viewed.service.ts';

const tags = ['recently-viewed'];
const listAnswer = { 200: recentlyViewedProductsSchema, ...errorResponses };

export function recentlyViewedRoutes(db: Db, guard: AuthGuard, limiter: RateLimiter): FastifyPluginAsyncZod {
  /** The signed-in shopper, once this write is within their limit (429 otherwise). */
  async function writer(request: FastifyRequest): Promise<string> {
    const userId = await guard.userId(request);
    await limiter.consume('recentlyViewed', { ip: request.ip, subject: userId });
    return userId;
  }

  /** The cards of a visitor's list: public, for anyone holding a list in their browser. */
  const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/api/recently-viewed/products',
      {
        schema: {
          tags,
          description:
            "A visitor's list: the cards of up to 12 products (ids comma-separated, newest first), in that order; " +
            'a product no longer on sale is left out.',
          querystring: recentlyViewedIdsQuerySchema,
          response: listAnswer,
        },
      },
      async (request, reply) => {
        // Live stock on the cards: kept as briefly as the catalogue's lists (docs/decisions/015).
        reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=60');
        return service.productsByIds(db, request.query.ids);
      },
    );
  };

  /** The account's list: the token's user's only. */
  const accountRoutes: FastifyPluginAsyncZod = async (app) => {
    // onRequest: an anonymous caller gets its 401 before anything else is looked at.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);

    app.get(
      '/api/recently-viewed',
      {
        schema: {
          tags,
          description:
            "The signed-in shopper's list, newest first, at most 12; products no longer on sale are left out.",
          response: listAnswer,
        },
      },
      async (request) => service.getRecentlyViewed(db, await guard.userId(request)),
    );

    app.post(
      '/api/recently-viewed',
      {
        schema: {
          tags,
          description:
            'Notes that the shopper is viewing the product; a product noted less than a minute ago is not written ' +
            'again (recorded: false). The list keeps the 12 newest.',
          body: recentlyViewedViewSchema,
          response: { 200: recentlyViewedRecordedSchema, ...errorResponses },
        },
      },
      async (request) => service.recordView(db, await writer(request), request.body.productId),
    );

    app.post(
      '/api/recently-viewed/merge',
      {
        schema: {
          tags,
          description:
            "At sign-in: the browser's list joins the account's, each product at the later of its two times; " +
            'products no longer on sale are skipped. Answers the list as it is then.',
          body: recentlyViewedMergeSchema,
          response: listAnswer,
        },
      },
      async (request) => service.mergeViews(db, await writer(request), request.body.items),
    );
  };

  return async (app) => {
    await app.register(visitorRoutes);
    await app.register(accountRoutes);
  };
}
