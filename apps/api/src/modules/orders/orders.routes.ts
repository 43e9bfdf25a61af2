// Order endpoints of the signed-in shopper (docs/product.md#orders-pages, docs/product.md#orders-actions): their
// orders, one order, cancel and return request. The user comes from the token. Placing an order and paying for it
// is checkout/checkout.routes.ts.
import { COD_MESSAGES } from '@shop/shared/cod';
import { errorSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import {
  cancelOrderRequestSchema,
  ORDER_MESSAGES,
  orderActionResponseSchema,
  orderSchema,
  ordersListSchema,
  returnRequestSchema,
} from '@shop/shared/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { confirmCodOrder } from './cod-confirmation.service.ts';
import { cancelOrder } from './order-cancel.service.ts';
import { requestReturn } from './order-returns.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import * as orders from './orders.service.ts';

const withErrors = { ...errorResponses, 502: errorSchema };

export function orderRoutes(deps: OrdersDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before its body is even parsed.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);
    const tags = ['orders'];

    // docs/product.md#api: the list itself and the order itself, not wrapped in an object (docs/decisions/022).
    app.get(
      '/api/orders',
      { schema: { tags, response: { 200: ordersListSchema, ...withErrors } } },
      async (request) => orders.listOrders(deps, await guard.userId(request)),
    );

    app.get(
      '/api/orders/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.string() }),
          response: { 200: orderSchema, ...withErrors },
        },
      },
      async (request) => orders.getOrder(deps, await guard.userId(request), request.params.id),
    );

    // docs/product.md#orders-actions: own orders only; another shopper's order is 404, like a missing one.
    app.put(
      '/api/orders/:id/cancel',
      {
        schema: {
          tags,
          params: z.object({ id: z.string() }),
          body: cancelOrderRequestSchema,
          response: { 200: orderActionResponseSchema, ...withErrors },
        },
      },
      async (request) => {
        const userId = await guard.userId(request);
        const { order, requested } = await cancelOrder(
          deps,
          userId,
          request.params.id,
          request.body.cancelReason,
        );
        // After dispatch the cancel waits for the parcel to come back (docs/decisions/031).
        return { message: requested ? COD_MESSAGES.cancelRequested : MESSAGES.orderCancelled, order };
      },
    );

    // A new account's cash-on-delivery order is confirmed by its shopper (docs/decisions/030).
    app.post(
      '/api/orders/:id/confirm-cod',
      {
        schema: {
          tags,
          params: z.object({ id: z.string() }),
          response: { 200: orderActionResponseSchema, ...withErrors },
        },
      },
      async (request) => {
        const order = await confirmCodOrder(deps, await guard.userId(request), request.params.id);
        return { message: COD_MESSAGES.confirmed, order };
      },
    );

    app.post(
      '/api/orders/:id/return-request',
      {
        schema: {
          tags,
          params: z.object({ id: z.string() }),
          body: returnRequestSchema,
          response: { 201: orderActionResponseSchema, ...withErrors },
        },
      },
      async (request, reply) => {
        const userId = await guard.userId(request);
        const order = await requestReturn(deps, userId, request.params.id, request.body.message);
        return reply.status(201).send({ message: ORDER_MESSAGES.returnRequested, order });
      },
    );
  };
}
