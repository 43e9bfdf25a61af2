// The homepage editor's endpoints under /api/admin/homepage (docs/decisions/014-admin-orders-and-homepage.md): read what shoppers see, and save the
// banners, featured products or today's offers as whole ordered lists. Admins only.
import {
  ADMIN_HOMEPAGE_MESSAGES,
  adminBannersRequestSchema,
  adminHomepageResponseSchema,
  adminHomepageSchema,
  homepageProductIdsRequestSchema,
} from '@shop/shared/admin-homepage.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './admin-homepage.service.ts';

export function adminHomepageRoutes(db: Db, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    // The editor must show a save at once, even to a browser that cached the storefront's copy.
    neverCache(app);
    const tags = ['admin'];

    app.get(
      '/api/admin/homepage',
      { schema: { tags, response: { 200: adminHomepageSchema, ...errorResponses } } },
      async () => service.readHomepage(db),
    );

    app.put(
      '/api/admin/homepage/banners',
      {
        schema: {
          tags,
          body: adminBannersRequestSchema,
          response: { 200: adminHomepageResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const homepage = await service.saveBanners(db, await guard.userId(request), request.body.banners);
        return { message: ADMIN_HOMEPAGE_MESSAGES.bannersSaved, ...homepage };
      },
    );

    const lists = [
      { name: 'featured', message: ADMIN_HOMEPAGE_MESSAGES.featuredSaved },
      { name: 'offers', message: ADMIN_HOMEPAGE_MESSAGES.offersSaved },
    ] as const;
    for (const { name, message } of lists) {
      app.put(
        `/api/admin/homepage/${name}`,
        {
          schema: {
            tags,
            body: homepageProductIdsRequestSchema,
            response: { 200: adminHomepageResponseSchema, ...errorResponses },
          },
        },
        async (request) => {
          const adminId = await guard.userId(request);
          const homepage = await service.saveProductList(db, adminId, name, request.body.productIds);
          return { message, ...homepage };
        },
      );
    }
  };
}
