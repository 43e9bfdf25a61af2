// The sandbox gateway's browser side (docs/product.md#payment-online): a drop-in for Razorpay's checkout.js and the pay / authorize
// / fail endpoints it calls, which then deliver the signed webhook in-process as the real provider would.
// Registered only when the sandbox is the gateway; the Razorpay-compatible REST API lives in sandbox-api.routes.ts.
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../adapters/payment-gateway.ts';
import type { SandboxGateway, SandboxWebhookEvent } from '../../adapters/sandbox-gateway.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import { sandboxApiRoutes } from './sandbox-api.routes.ts';

/** Where the provider's webhook is delivered (the orders module's route). */
const WEBHOOK_URL = '/api/orders/v1/webhook';
const SETTINGS_MARKER = '/* sandbox-settings */ {}';

const orderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
const successSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
const failureSchema = z.object({
  error: z.object({
    code: z.literal('BAD_REQUEST_ERROR'),
    description: z.string(),
    reason: z.literal('payment_failed'),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});

/** checkout.js with this install's key id and shop name written in (JSON cannot close anything in JS). */
function checkoutScript(gateway: SandboxGateway, config: Config): string {
  const source = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');
  if (!source.includes(SETTINGS_MARKER)) throw new Error('checkout.js lost its settings marker');
  const settings = JSON.stringify({ keyId: gateway.keyId, shopName: config.shop.name });
  return source.replace(SETTINGS_MARKER, () => settings.replaceAll('<', '\\u003c'));
}

/** Turns the gateway's refusals into the app's `{ message }` answers. */
async function asAppError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'not_found') throw new AppError('NOT_FOUND', error.message);
    if (error.kind === 'conflict') throw new AppError('CONFLICT', error.message);
    throw new AppError('INVALID', error.message);
  }
}

/**
 * Fire-and-forget webhook delivery, like the provider's own (which does not wait for the shopper either).
 * Pending deliveries are awaited on close so a test or shutdown never cuts one in half.
 */
function webhookSender(app: FastifyInstance, gateway: SandboxGateway, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });
  return (event: SandboxWebhookEvent, paymentId: string): void => {
    const delivery = (async () => {
      const { body, signature, eventId } = await gateway.signedWebhook(event, paymentId);
      const response = await app.inject({
        method: 'POST',
        url: WEBHOOK_URL,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
      if (response.statusCode >= 300) {
        log.warn({ event, paymentId, statusCode: response.statusCode }, 'sandbox webhook was not accepted');
      }
    })().catch((error: unknown) => log.warn({ err: error, event, paymentId }, 'sandbox webhook failed'));
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  };
}

export function sandboxGatewayRoutes(gateway: SandboxGateway, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    if (config.env === 'production') throw new Error('The sandbox payment gateway is refused in production');
    const script = checkoutScript(gateway, config);
    const sendWebhook = webhookSender(app, gateway, app.log);
    // Every answer here is about one moment of one payment: nothing may be cached.
    neverCache(app);

    app.get('/sandbox-gateway/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .headers({
          'content-type': 'application/javascript; charset=utf-8',
          'x-content-type-options': 'nosniff',
        })
        .send(script),
    );

    app.post(
      '/sandbox-gateway/v1/checkout/:orderId/pay',
      {
        schema: {
          hide: true,
          params: orderParamsSchema,
          response: { 200: successSchema, ...errorResponses },
        },
      },
      async (request) => {
        const paid = await asAppError(gateway.pay(request.params.orderId));
        sendWebhook('payment.captured', paid.razorpay_payment_id);
        return paid;
      },
    );

    // A payment the provider only authorizes (no auto-capture): the shop must capture it (docs/decisions/020).
    app.post(
      '/sandbox-gateway/v1/checkout/:orderId/authorize',
      {
        schema: {
          hide: true,
          params: orderParamsSchema,
          response: { 200: successSchema, ...errorResponses },
        },
      },
      async (request) => {
        const authorized = await asAppError(gateway.authorize(request.params.orderId));
        sendWebhook('payment.authorized', authorized.razorpay_payment_id);
        return authorized;
      },
    );

    app.post(
      '/sandbox-gateway/v1/checkout/:orderId/fail',
      {
        schema: {
          hide: true,
          params: orderParamsSchema,
          response: { 200: failureSchema, ...errorResponses },
        },
      },
      async (request) => {
        const failed = await asAppError(gateway.fail(request.params.orderId));
        sendWebhook('payment.failed', failed.error.metadata.payment_id);
        return failed;
      },
    );

    await app.register(sandboxApiRoutes(gateway));
  };
}
