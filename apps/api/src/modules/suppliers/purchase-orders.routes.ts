// Purchase orders in the admin area (`/api/admin/purchase-orders…`) and the suppliers' signed webhook
// (`POST /api/suppliers/v1/webhook/{supplierId}`), docs/decisions/027-purchase-orders.md.
import {
  adminPurchaseOrderListSchema,
  adminPurchaseOrderQuerySchema,
  adminReportBodySchema,
  purchaseOrderParamsSchema,
  reportFileResultSchema,
  reportOutcomeSchema,
} from '@shop/shared/suppliers.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { importReportFile, listPurchaseOrders, reportAsAdmin } from './purchase-orders.service.ts';
import { SUPPLIER_SIGNATURE_HEADER } from './supplier-signature.lib.ts';
import { handleSupplierWebhook } from './supplier-webhook.service.ts';

const tags = ['admin'];
/** The CSV report's text: 1000 rows of five short cells fit well inside. */
export const REPORT_FILE_MAX_CHARS = 262_144;
/** A signed report is one small JSON object. */
export const SUPPLIER_WEBHOOK_BODY_LIMIT = 16_384;

export function adminPurchaseOrderRoutes(deps: OrdersDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    neverCache(app);
    app.get(
      '/api/admin/purchase-orders',
      {
        schema: {
          tags,
          querystring: adminPurchaseOrderQuerySchema,
          response: { 200: adminPurchaseOrderListSchema, ...errorResponses },
        },
      },
      async (request) => listPurchaseOrders(deps, request.query),
    );
    app.post(
      '/api/admin/purchase-orders/:id/report',
      {
        schema: {
          tags,
          params: purchaseOrderParamsSchema,
          body: adminReportBodySchema,
          response: { 200: reportOutcomeSchema, ...errorResponses },
        },
      },
      async (request) => {
        const report = { ...request.body, purchaseOrderId: request.params.id };
        return reportAsAdmin(deps, await guard.userId(request), report);
      },
    );
    app.post(
      '/api/admin/purchase-orders/reports',
      {
        bodyLimit: REPORT_FILE_MAX_CHARS * 2,
        schema: {
          tags,
          body: z.object({
            csv: z
              .string({ error: 'csv must be the file as text' })
              .max(REPORT_FILE_MAX_CHARS, `The file may be at most ${REPORT_FILE_MAX_CHARS / 1024} KB`),
          }),
          response: { 200: reportFileResultSchema, ...errorResponses },
        },
      },
      async (request) => importReportFile(deps, await guard.userId(request), request.body.csv),
    );
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The suppliers' webhook: the raw body is kept as text, as the signature covers its exact bytes. */
export function supplierWebhookRoutes(deps: OrdersDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: SUPPLIER_WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    neverCache(app);
    app.post(
      '/api/suppliers/v1/webhook/:supplierId',
      { schema: { tags: ['suppliers'], response: { ...errorResponses } } },
      async (request) => {
        const { supplierId } = request.params as { supplierId: string };
        const rawBody = typeof request.body === 'string' ? request.body : '';
        return handleSupplierWebhook(deps, supplierId, rawBody, header(request, SUPPLIER_SIGNATURE_HEADER));
      },
    );
  };
}
