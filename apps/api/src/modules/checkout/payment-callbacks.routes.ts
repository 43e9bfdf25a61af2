// What the payment provider calls, without a bearer token (docs/product.md#payment-online): the checkout's callback URL (a browser
// form post, answered with a redirect into the shop) and the webhook (raw body, HMAC in X-Razorpay-Signature).
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import * as online from './online-payment.service.ts';
import { handleWebhook } from './payment-webhook.service.ts';
import { paymentCallbackSchema, webhookResponseSchema } from './provider-payloads.schemas.ts';

/** Where the callback sends the shopper's browser (docs/decisions/011-checkout-and-payment.md). */
export const CALLBACK_REDIRECTS = {
  confirmed: '/order',
  failed: '/checkout?payment=failed',
  refunded: '/cart?payment=refunded',
  /** The refund is a job that has not had the provider's confirmation yet (docs/decisions/025). */
  refunding: '/cart?payment=refunding',
} as const;

const tags = ['payment provider'];
const PROVIDER_BODY_LIMIT = 65_536;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('cache-control', 'no-store');
  done();
}

function callbackRoutes(deps: OrdersDeps): FastifyPluginAsync {
  return async (app) => {
    // The provider posts an HTML form; this plugin alone reads form bodies (no formbody plugin in the app).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: PROVIDER_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.addHook('onRequest', noStore);

    app.post('/api/orders/v1/paymentVerification', { schema: { tags } }, async (request, reply) => {
      // A failed payment posts `error[…]` fields instead: back to checkout, where the shopper can retry.
      const parsed = paymentCallbackSchema.safeParse(request.body);
      if (!parsed.success) return reply.redirect(CALLBACK_REDIRECTS.failed, 303);
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = parsed.data;
      try {
        await online.confirmFromCallback(deps, {
          razorpayOrderId: razorpay_order_id,
          razorpayPaymentId: razorpay_payment_id,
          razorpaySignature: razorpay_signature,
        });
        return reply.redirect(CALLBACK_REDIRECTS.confirmed, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.info({ outcome: error.message }, 'payment callback not confirmed');
        if (error.message === ORDER_MESSAGES.refundedOutOfStock) {
          return reply.redirect(CALLBACK_REDIRECTS.refunded, 303);
        }
        if (error.message === ORDER_MESSAGES.refundingOutOfStock) {
          return reply.redirect(CALLBACK_REDIRECTS.refunding, 303);
        }
        return reply.redirect(CALLBACK_REDIRECTS.failed, 303);
      }
    });
  };
}

function webhookRoutes(deps: OrdersDeps): FastifyPluginAsync {
  return async (app) => {
    // The HMAC covers the exact bytes sent: keep the body as text whatever its content type, parse it later.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: PROVIDER_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    app.addHook('onRequest', noStore);

    app.post(
      '/api/orders/v1/webhook',
      { schema: { tags, response: { 200: webhookResponseSchema, ...errorResponses } } },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const status = await handleWebhook(
          deps,
          rawBody,
          header(request, 'x-razorpay-signature'),
          header(request, 'x-razorpay-event-id'),
        );
        return { status };
      },
    );
  };
}

export function paymentProviderRoutes(deps: OrdersDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(callbackRoutes(deps));
    await app.register(webhookRoutes(deps));
  };
}
