// The sandbox's Razorpay-compatible REST API (orders, payments, captures, refunds), behind HTTP Basic auth with the
// sandbox key pair and answering errors in Razorpay's `{ error: { code, description } }` shape, so the real
// RazorpayGateway can be pointed at it and tested over HTTP.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../adapters/payment-gateway.ts';
import {
  captureBodySchema,
  createOrderBodySchema,
  razorpayErrorSchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  refundBodySchema,
} from '../../adapters/razorpay-entities.ts';
import type { SandboxGateway } from '../../adapters/sandbox-gateway.ts';

const PREFIX = '/sandbox-gateway/v1';
const paymentParamsSchema = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: razorpayErrorSchema, 401: razorpayErrorSchema, 500: razorpayErrorSchema };

function errorBody(code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR', description: string) {
  return { error: { code, description } };
}

/** Basic credentials from the Authorization header, or undefined when there are none. */
function basicCredentials(request: FastifyRequest): { user: string; password: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Razorpay answers most refusals, unknown ids included, with 400 BAD_REQUEST_ERROR. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof GatewayError) {
    return reply
      .status(error.kind === 'unauthorized' ? 401 : 400)
      .send(errorBody('BAD_REQUEST_ERROR', error.message));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
    return reply.status(400).send(errorBody('BAD_REQUEST_ERROR', `${field}: ${issue?.message ?? 'invalid'}`));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return reply.status(400).send(errorBody('BAD_REQUEST_ERROR', error.message));
  request.log.error({ err: error }, 'sandbox API request failed');
  return reply.status(500).send(errorBody('SERVER_ERROR', 'The sandbox gateway failed'));
}

export function sandboxApiRoutes(gateway: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler(sendError);
    app.addHook('onRequest', async (request, reply) => {
      const credentials = basicCredentials(request);
      if (!credentials || !gateway.acceptsCredentials(credentials.user, credentials.password)) {
        return reply.status(401).send(errorBody('BAD_REQUEST_ERROR', 'Authentication failed'));
      }
    });

    app.post(
      `${PREFIX}/orders`,
      {
        schema: {
          hide: true,
          body: createOrderBodySchema,
          response: { 200: razorpayOrderSchema, ...errors },
        },
      },
      async (request) => gateway.createOrderEntity(request.body),
    );

    app.get(
      `${PREFIX}/payments/:id`,
      {
        schema: {
          hide: true,
          params: paymentParamsSchema,
          response: { 200: razorpayPaymentSchema, ...errors },
        },
      },
      async (request) => gateway.fetchPaymentEntity(request.params.id),
    );

    app.post(
      `${PREFIX}/payments/:id/capture`,
      {
        schema: {
          hide: true,
          params: paymentParamsSchema,
          body: captureBodySchema,
          response: { 200: razorpayPaymentSchema, ...errors },
        },
      },
      async (request) => gateway.captureEntity(request.params.id, request.body),
    );

    app.post(
      `${PREFIX}/payments/:id/refund`,
      {
        schema: {
          hide: true,
          params: paymentParamsSchema,
          body: refundBodySchema,
          response: { 200: razorpayRefundSchema, ...errors },
        },
      },
      async (request) => gateway.refundEntity(request.params.id, request.body.amount),
    );
  };
}
