// `/api/admin/suppliers`: the shop's suppliers (docs/decisions/027-purchase-orders.md). Admins only; every change
// is audited. The list is capped (MAX_SUPPLIERS_LISTED): a shop has tens of suppliers, not thousands.
import {
  adminSupplierListSchema,
  adminSupplierParamsSchema,
  adminSupplierResponseSchema,
  adminSupplierSchema,
  supplierInputSchema,
} from '@shop/shared/suppliers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { neverCache } from '../../lib/never-cache.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import * as service from './suppliers.service.ts';

const tags = ['admin'];

export function adminSupplierRoutes(db: Db, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    neverCache(app);
    app.get(
      '/api/admin/suppliers',
      { schema: { tags, response: { 200: adminSupplierListSchema, ...errorResponses } } },
      async () => service.listSuppliers(db),
    );
    app.get(
      '/api/admin/suppliers/:id',
      {
        schema: {
          tags,
          params: adminSupplierParamsSchema,
          response: { 200: adminSupplierSchema, ...errorResponses },
        },
      },
      async (request) => service.getSupplier(db, request.params.id),
    );
    app.post(
      '/api/admin/suppliers',
      {
        schema: {
          tags,
          body: supplierInputSchema,
          response: { 201: adminSupplierResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const supplier = await service.createSupplier(db, await guard.userId(request), request.body);
        return reply.status(201).send({ message: service.SUPPLIER_MESSAGES.created, supplier });
      },
    );
    app.put(
      '/api/admin/suppliers/:id',
      {
        schema: {
          tags,
          params: adminSupplierParamsSchema,
          body: supplierInputSchema,
          response: { 200: adminSupplierResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        message: service.SUPPLIER_MESSAGES.updated,
        supplier: await service.updateSupplier(
          db,
          await guard.userId(request),
          request.params.id,
          request.body,
        ),
      }),
    );
  };
}
