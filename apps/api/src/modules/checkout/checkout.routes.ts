// Checkout endpoints of the signed-in shopper (docs/product.md#payment, docs/product.md#checkout-server): placing an
// order (cash on delivery, or confirming an online payment), the payment key and payment/process. The user comes
// from the token; prices in a body are not in the schemas and are dropped before the services see it.

import { codAvailabilitySchema } from '@shop/shared/cod';
import { errorSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import {
  codAvailabilityRequestSchema,
  ORDER_MESSAGES,
  paymentKeySchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  processPaymentRequestSchema,
  processPaymentResponseSchema,
} from '@shop/shared/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { placeCodOrder } from './cod-checkout.service.ts';
import { codAvailability } from './cod-eligibility.service.ts';
import { countCodeUnlessKept } from './coupon.service.ts';
import * as online from './online-payment.service.ts';

const withErrors = { ...errorResponses, 502: errorSchema };

export function checkoutRoutes(deps: OrdersDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an anonymous caller gets its 401 before its body is even parsed.
    app.addHook('onRequest', guard.requireUser);
    neverCache(app);
    // Same tag as the order endpoints: one group under /api/orders in the API docs.
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
          await countCodeUnlessKept(deps, { userId, ip: request.ip }, body.couponCode);
          const key = request.headers['idempotency-key'];
          const { created, order } = await placeCodOrder(deps, userId, body, key);
          return reply
            .status(created ? 201 : 200)
            .send({ success: true, message: MESSAGES.orderPlacedCod, order });
        }
        const { created, order } = await online.placeOnlineOrder(deps, userId, body.paymentInfo, body);
        // Authorized but not captured yet (the capture is retried, docs/decisions/020): not "successful" yet.
        const message = order.isPaid ? MESSAGES.paymentSuccessful : ORDER_MESSAGES.paymentBeingConfirmed;
        return reply.status(created ? 201 : 200).send({ success: true, message, order });
      },
    );

    // Whether the shopper may pay this cart in cash at this PIN code, and if not why (docs/decisions/030).
    app.post(
      '/api/checkout/cod-availability',
      {
        schema: {
          tags,
          body: codAvailabilityRequestSchema,
          response: { 200: codAvailabilitySchema, ...withErrors },
        },
      },
      async (request) => {
        const userId = await guard.userId(request);
        await countCodeUnlessKept(deps, { userId, ip: request.ip }, request.body.couponCode);
        return codAvailability(deps, userId, request.body);
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
        await countCodeUnlessKept(deps, { userId, ip: request.ip }, request.body.couponCode);
        return online.processPayment(deps, userId, request.body);
      },
    );
  };
}
