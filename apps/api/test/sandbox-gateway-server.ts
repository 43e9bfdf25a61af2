// A small Fastify server holding only the sandbox gateway's routes, listening on a free port, so the routes
// and RazorpayGateway can be tested over real HTTP without the orders module.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import { createPaymentGateway } from '../src/adapters/create-payment-gateway.ts';
import { GatewayError } from '../src/adapters/payment-gateway.ts';
import { SandboxGateway } from '../src/adapters/sandbox-gateway.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { installErrorHandler } from '../src/lib/error-handler.ts';
import { sandboxGatewayRoutes } from '../src/modules/sandbox-gateway/sandbox-gateway.routes.ts';
import { createTestDatabase } from './test-app.ts';

/** A webhook the sandbox delivered, with its raw body. */
export interface ReceivedWebhook {
  body: string;
  signature: string | undefined;
  eventId: string | undefined;
}

export interface SandboxServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  gateway: SandboxGateway;
  /** The sandbox REST API base, e.g. http://127.0.0.1:4567/sandbox-gateway/v1 */
  apiUrl: string;
  /** Webhooks received so far (only when started with `receiveWebhooks`). */
  webhooks: ReceivedWebhook[];
  close(): Promise<void>;
}

/** Stands in for the orders module's webhook route, keeping the raw body its signature covers. */
function webhookReceiver(received: ReceivedWebhook[]) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post('/api/orders/v1/webhook', async (request) => {
      const header = (name: string) => request.headers[name]?.toString();
      received.push({
        body: String(request.body),
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
      });
      return { status: 'ok' };
    });
  };
}

export async function startSandboxServer(
  options: { receiveWebhooks?: boolean } = {},
): Promise<SandboxServer> {
  const { db } = await createTestDatabase('empty');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'shop-sandbox-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  });
  const gateway = createPaymentGateway(config, db);
  if (!(gateway instanceof SandboxGateway)) throw new Error('expected the sandbox gateway');
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const webhooks: ReceivedWebhook[] = [];
  if (options.receiveWebhooks) await app.register(webhookReceiver(webhooks));
  await app.register(sandboxGatewayRoutes(gateway, config));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    config,
    gateway,
    apiUrl: `${address}/sandbox-gateway/v1`,
    webhooks,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** The GatewayError a gateway call rejects with (the test fails when it fulfils or rejects with anything else). */
export async function gatewayRefusal(work: Promise<unknown>): Promise<GatewayError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}
