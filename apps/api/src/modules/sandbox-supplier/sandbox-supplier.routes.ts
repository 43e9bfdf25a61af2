// The sandbox supplier (docs/decisions/027-purchase-orders.md), the stand-in for a supplier's system as the
// sandbox gateway is for the payment provider: it receives signed purchase orders on its webhook
// (`/sandbox-supplier/v1/purchase-orders`), keeps them in `sandbox_supplier_orders`, and, when an admin (the admin
// page or a test) tells it to, accepts, ships and delivers one by calling the shop's signed supplier webhook,
// exactly as a real supplier would. Never in production; the server delivers to it inside its own process.
import { randomBytes } from 'node:crypto';
import { httpUrl } from '@shop/shared/suppliers.schemas';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { networkPost, type WebhookPost } from '../suppliers/purchase-order-sending.service.ts';
import { SHOP_SIGNATURE_HEADER } from '../suppliers/supplier-signature.lib.ts';
import * as service from './sandbox-supplier.service.ts';

/** The path a supplier's webhook URL must have to be this sandbox (any origin: see isSandboxSupplierUrl). */
export const SANDBOX_SUPPLIER_PATH = '/sandbox-supplier/v1/purchase-orders';
/** The sandbox supplier's webhook as the demo data names it. */
export const SANDBOX_SUPPLIER_WEBHOOK_URL = `http://localhost${SANDBOX_SUPPLIER_PATH}`;

/** A webhook URL the server delivers to its own sandbox supplier: a loopback host and the sandbox's path. */
export function isSandboxSupplierUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return ['localhost', '127.0.0.1'].includes(parsed.hostname) && parsed.pathname === SANDBOX_SUPPLIER_PATH;
  } catch {
    return false;
  }
}

const ACTIONS = { accept: 'accepted', ship: 'shipped', deliver: 'delivered' } as const;
type Action = keyof typeof ACTIONS;
const actionParams = z.object({
  id: z.string().min(1).max(64),
  action: z.enum(['accept', 'ship', 'deliver']),
});
const shipmentBody = z
  .object({
    carrier: z.string().trim().min(1).max(80).optional(),
    trackingNumber: z.string().trim().min(1).max(80).optional(),
    trackingUrl: httpUrl('trackingUrl').optional(),
  })
  .optional();

/** The shop's side of receiving: what the sandbox does with a purchase order the shop sent it. */
function receiveRoutes(db: Db, config: Config): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
      done(null, body),
    );
    app.post(SANDBOX_SUPPLIER_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SHOP_SIGNATURE_HEADER];
      await service.receivePurchaseOrder(db, config, raw, Array.isArray(header) ? header[0] : header);
      return reply.status(200).send({ received: true });
    });
  };
}

function controlRoutes(db: Db, guard: AuthGuard): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    neverCache(app);
    app.get('/api/admin/sandbox-supplier/orders', async () => ({ orders: await service.receivedOrders(db) }));
    app.post('/api/admin/sandbox-supplier/orders/:id/:action', async (request, reply) => {
      const params = actionParams.safeParse(request.params);
      if (!params.success) throw new AppError('NOT_FOUND', 'Unknown sandbox action');
      const parsedBody = shipmentBody.safeParse(request.body ?? undefined);
      if (!parsedBody.success)
        throw new AppError('INVALID', parsedBody.error.issues[0]?.message ?? 'Bad shipment');
      const { id, action } = params.data as { id: string; action: Action };
      const status = ACTIONS[action];
      const number = `SBX${randomBytes(5).toString('hex').toUpperCase()}`;
      const fields =
        status === 'shipped'
          ? {
              status,
              carrier: parsedBody.data?.carrier ?? 'Sandbox Express',
              trackingNumber: parsedBody.data?.trackingNumber ?? number,
              trackingUrl:
                parsedBody.data?.trackingUrl ??
                `https://track.sandbox-supplier.example/${parsedBody.data?.trackingNumber ?? number}`,
            }
          : { status };
      const result = await service.reportOn(
        db,
        (request) => app.inject({ method: 'POST', ...request }),
        id,
        fields,
      );
      return reply.status(result.statusCode).send(result.answer);
    });
  };
}

export function sandboxSupplierRoutes(db: Db, config: Config, guard: AuthGuard): FastifyPluginAsync {
  return async (app) => {
    if (config.env === 'production') throw new Error('The sandbox supplier is refused in production');
    await app.register(receiveRoutes(db, config));
    await app.register(controlRoutes(db, guard));
  };
}

/**
 * How the server posts purchase orders: over the network, except to its own sandbox supplier (never in
 * production), which it reaches inside the process as the sandbox gateway reaches the shop's webhook.
 */
export function webhookPoster(app: FastifyInstance, config: Config): WebhookPost {
  const network = networkPost(config);
  return async (url, headers, body) => {
    if (config.env === 'production' || !isSandboxSupplierUrl(url)) return network(url, headers, body);
    const response = await app.inject({ method: 'POST', url: SANDBOX_SUPPLIER_PATH, headers, payload: body });
    return { status: response.statusCode };
  };
}
