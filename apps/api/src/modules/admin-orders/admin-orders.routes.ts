// The shop's order endpoints under /api/admin (docs/decisions/014-admin-orders-and-homepage.md): the order list, one order, status moves, and the
// shoppers' return requests. Admins only: the guard's hook runs before any body is read.
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrderStatusRequestSchema,
  adminOrderStatusResponseSchema,
  adminReturnHandledResponseSchema,
  adminReturnListQuerySchema,
  adminReturnListSchema,
} from '@shop/shared/admin-orders.schemas';
import { returnedToOriginRequestSchema } from '@shop/shared/cod';
import { errorSchema } from '@shop/shared/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import * as orders from './admin-orders.service.ts';
import * as returns from './returns.service.ts';

// A refund the move starts may find the provider unreachable (its 502).
const withErrors = { ...errorResponses, 502: errorSchema };

export function adminOrderRoutes(deps: OrdersDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    // Orders hold shoppers' addresses and change from minute to minute: never kept by a cache.
    neverCache(app);
    const tags = ['admin'];

    app.get(
      '/api/admin/orders',
      {
        schema: {
          tags,
          querystring: adminOrderListQuerySchema,
          response: { 200: adminOrderListSchema, ...withErrors },
        },
      },
      async (request) => orders.listOrders(deps.db, request.query),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        schema: {
          tags,
          params: adminOrderParamsSchema,
          response: { 200: adminOrderDetailSchema, ...withErrors },
        },
      },
      async (request) => orders.getOrderDetail(deps.db, request.params.id),
    );

    app.put(
      '/api/admin/orders/:id/status',
      {
        schema: {
          tags,
          params: adminOrderParamsSchema,
          body: adminOrderStatusRequestSchema,
          response: { 200: adminOrderStatusResponseSchema, ...withErrors },
        },
      },
      async (request) =>
        orders.changeStatus(deps, await guard.userId(request), request.params.id, request.body),
    );

    // The parcel came back undelivered (docs/decisions/030): cancelled, restocked and refunded once.
    app.post(
      '/api/admin/orders/:id/returned-to-origin',
      {
        schema: {
          tags,
          params: adminOrderParamsSchema,
          body: returnedToOriginRequestSchema,
          response: { 200: adminOrderStatusResponseSchema, ...withErrors },
        },
      },
      async (request) =>
        orders.returnedToOrigin(deps, await guard.userId(request), request.params.id, request.body),
    );

    app.get(
      '/api/admin/returns',
      {
        schema: {
          tags,
          querystring: adminReturnListQuerySchema,
          response: { 200: adminReturnListSchema, ...withErrors },
        },
      },
      async (request) => returns.listReturns(deps.db, request.query),
    );

    app.post(
      '/api/admin/returns/:id/handled',
      {
        schema: {
          tags,
          params: adminOrderParamsSchema,
          response: { 200: adminReturnHandledResponseSchema, ...withErrors },
        },
      },
      async (request) => returns.markReturnHandled(deps.db, await guard.userId(request), request.params.id),
    );
  };
}
