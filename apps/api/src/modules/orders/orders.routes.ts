// Order and payment endpoints of the signed-in shopper (docs/product.md#payment, docs/product.md#checkout-server). The user
// comes from the token; prices in a body are not in the schemas and are dropped before the services see it.
import { errorSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import {
  cancelOrderRequestSchema,
  ORDER_MESSAGES,
  orderActionResponseSchema,
  orderSchema,
  ordersListSchema,
  paymentKeySchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  processPaymentRequestSchema,
  processPaymentResponseSchema,
  returnRequestSchema,
} from '@shop/shared/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as online from './online-payment.service.ts';
import { requestReturn } from './order-returns.service.ts';
import { cancelOrder } from './order-status.service.ts';
import * as orders from './orders.service.ts';
import type { OrdersDeps } from './orders-deps.ts';

const withErrors = { ...errorResponses, 502: errorSchema };

export function orderRoutes(deps: OrdersDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before its body is even parsed.
    app.addHook('onRequest', guard.requireUser);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const tags = ['orders'];

    // Cash on delivery makes the order at once; online payment confirms the checkout payment/process stored.
    app.post(
      '/api/orders',
      {
        schema: {
          tags,
          body: placeOrderRequestSchema,
          headers: placeOrderHeadersSchema,
          response: { 200: placeOrderResponseSchema, 201: placeOrderResponseSchema, ...withErrors },
        },
      },
      async (request, reply) => {
        const userId = await guard.userId(request);
        const body = request.body;
        if (body.paymentMethod === 'cod') {
          // A paid online order is never refused: its limit is on payment/process, where the stock is held.
          await deps.limiter.consume('placeOrder', { ip: request.ip, subject: userId });
          const key = request.headers['idempotency-key'];
          const { created, order } = await orders.placeCodOrder(deps, userId, body, key);
          return reply
            .status(created ? 201 : 200)
            .send({ success: true, message: MESSAGES.orderPlacedCod, order });
        }
        const { created, order } = await online.placeOnlineOrder(deps, userId, body.paymentInfo);
        // Authorized but not captured yet (the capture is retried, docs/decisions/020): not "successful" yet.
        const message = order.isPaid ? MESSAGES.paymentSuccessful : ORDER_MESSAGES.paymentBeingConfirmed;
        return reply.status(created ? 201 : 200).send({ success: true, message, order });
      },
    );

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
        const order = await cancelOrder(deps, userId, request.params.id, request.body.cancelReason);
        return { message: MESSAGES.orderCancelled, order };
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

    app.get(
      '/api/orders/v1/getKey',
      { schema: { tags, response: { 200: paymentKeySchema, ...withErrors } } },
      async () => online.paymentKey(deps),
    );

    app.post(
      '/api/orders/v1/payment/process',
      {
        schema: {
          tags,
          body: processPaymentRequestSchema,
          response: { 200: processPaymentResponseSchema, ...withErrors },
        },
      },
      async (request) => {
        const userId = await guard.userId(request);
        await deps.limiter.consume('processPayment', { ip: request.ip, subject: userId });
        return online.processPayment(deps, userId, request.body);
      },
    );
  };
}
