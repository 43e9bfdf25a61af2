// "Notify me" endpoints (docs/product.md#catalogue-notify-me, docs/decisions/037-variants.md): signed-in only; the
// shopper comes from the token. Asking and cancelling count against the account's and the address's `stockAlert`
// limit (docs/decisions/017).
import {
  stockAlertChangeSchema,
  stockAlertListSchema,
  stockAlertParamsSchema,
  stockAlertRequestSchema,
} from '@shop/shared/stock-alert.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './stock-alerts.service.ts';

export function stockAlertRoutes(
  deps: service.StockAlertDeps,
  guard: AuthGuard,
  limiter: RateLimiter,
): FastifyPluginAsyncZod {
  /** The signed-in shopper, once this change is within their limit (429 otherwise). */
  async function changer(request: FastifyRequest): Promise<string> {
    const userId = await guard.userId(request);
    await limiter.consume('stockAlert', { ip: request.ip, subject: userId });
    return userId;
  }

  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before anything else is looked at.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);
    const tags = ['catalog'];
    const url = '/api/products/:id/notify-me';

    app.get(
      url,
      {
        schema: {
          tags,
          params: stockAlertParamsSchema,
          response: { 200: stockAlertListSchema, ...errorResponses },
        },
      },
      async (request) => service.listStockAlerts(deps.db, await guard.userId(request), request.params.id),
    );

    app.post(
      url,
      {
        schema: {
          tags,
          description:
            'Mail me once when this sold-out combination is back. 201 for a new request, 200 with the same answer ' +
            'while one is open; 409 while it is in stock.',
          params: stockAlertParamsSchema,
          body: stockAlertRequestSchema,
          response: { 200: stockAlertChangeSchema, 201: stockAlertChangeSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const userId = await changer(request);
        const { created, change } = await service.askForStockAlert(
          deps,
          userId,
          request.params.id,
          request.body.filters,
        );
        return reply.status(created ? 201 : 200).send(change);
      },
    );

    app.delete(
      url,
      {
        schema: {
          tags,
          params: stockAlertParamsSchema,
          body: stockAlertRequestSchema,
          response: { 200: stockAlertChangeSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.cancelStockAlert(deps.db, await changer(request), request.params.id, request.body.filters),
    );
  };
}
