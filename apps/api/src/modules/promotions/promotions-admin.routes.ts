// The admin's promotions under /api/admin/promotions (docs/decisions/038-promotions.md): list, read, create, edit
// (pause, resume and end are edits of `status`), and the report per promotion. Admins only; every write is audited.
import { idSchema } from '@shop/shared/common.schemas';
import {
  adminPromotionListSchema,
  adminPromotionSchema,
  promotionInputSchema,
  promotionReportSchema,
  promotionUpdateSchema,
} from '@shop/shared/promotion.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './promotions-admin.service.ts';

const tags = ['admin'];
const params = z.object({ id: idSchema });

export function adminPromotionRoutes(
  deps: service.PromotionAdminDeps,
  guard: AuthGuard,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    neverCache(app);
    app.get(
      '/api/admin/promotions',
      { schema: { tags, response: { 200: adminPromotionListSchema, ...errorResponses } } },
      async () => service.listPromotions(deps.db),
    );
    app.get(
      '/api/admin/promotions/:id',
      { schema: { tags, params, response: { 200: adminPromotionSchema, ...errorResponses } } },
      async (request) => service.getPromotion(deps.db, request.params.id),
    );
    app.get(
      '/api/admin/promotions/:id/report',
      { schema: { tags, params, response: { 200: promotionReportSchema, ...errorResponses } } },
      async (request) => service.promotionReport(deps.db, request.params.id),
    );
    app.post(
      '/api/admin/promotions',
      {
        schema: {
          tags,
          body: promotionInputSchema,
          response: { 201: adminPromotionSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const created = await service.createPromotion(deps, await guard.userId(request), request.body);
        return reply.status(201).send(created);
      },
    );
    app.put(
      '/api/admin/promotions/:id',
      {
        schema: {
          tags,
          params,
          body: promotionInputSchema.and(promotionUpdateSchema),
          response: { 200: adminPromotionSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.updatePromotion(deps, await guard.userId(request), request.params.id, request.body),
    );
  };
}
