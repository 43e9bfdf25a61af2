// Delivery dates by PIN code (docs/decisions/028-delivery-estimates-and-margins.md): a product's or a whole
// order's estimate for anyone (with their own per-IP budget, plugins/rate-limits.ts), and the admin's table of
// transit days per zone.
import { DELIVERY_MESSAGES } from '@shop/shared/delivery';
import {
  deliveryEstimateSchema,
  deliveryZonesSchema,
  orderDeliveryEstimateSchema,
  orderEstimateQuerySchema,
  productEstimateQuerySchema,
  saveDeliveryZonesSchema,
} from '@shop/shared/delivery.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { estimateDelivery, readZones, saveZones } from './delivery.service.ts';
import { estimateOrderDelivery } from './shipping-speeds.service.ts';

/** The same for every visitor asking with this PIN code, until the start day may change (the service says). */
function send<T>(reply: FastifyReply, answer: { estimate: T; cacheSeconds: number }): T {
  reply.header('cache-control', `public, max-age=${answer.cacheSeconds}`);
  return answer.estimate;
}

export function deliveryRoutes(db: Db, settings: Config['delivery']): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['delivery'];
    app.get(
      '/api/delivery-estimate',
      {
        schema: {
          tags,
          querystring: productEstimateQuerySchema,
          response: { 200: deliveryEstimateSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        send(reply, await estimateDelivery(db, settings, [request.query.productId], request.query.pin)),
    );
    app.get(
      '/api/delivery-estimate/order',
      {
        schema: {
          tags,
          querystring: orderEstimateQuerySchema,
          response: { 200: orderDeliveryEstimateSchema, ...errorResponses },
        },
      },
      // Beside the standard date, every shipping speed the order can travel by (docs/decisions/036).
      async (request, reply) =>
        send(reply, await estimateOrderDelivery(db, settings, request.query.productIds, request.query.pin)),
    );
  };
}

export function adminDeliveryRoutes(db: Db, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    neverCache(app);
    const tags = ['admin'];
    app.get(
      '/api/admin/delivery-zones',
      { schema: { tags, response: { 200: deliveryZonesSchema, ...errorResponses } } },
      async () => readZones(db),
    );
    app.put(
      '/api/admin/delivery-zones',
      {
        schema: {
          tags,
          body: saveDeliveryZonesSchema,
          response: { 200: deliveryZonesSchema.extend({ message: z.string() }), ...errorResponses },
        },
      },
      async (request) => ({
        message: DELIVERY_MESSAGES.zonesSaved,
        ...(await saveZones(db, await guard.userId(request), request.body)),
      }),
    );
  };
}
