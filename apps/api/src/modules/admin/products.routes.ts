// Admin product endpoints (docs/decisions/013-shop-admin.md): list, read, create, edit, delete (or archive) and restore. The admin
// guard runs before every one (admin.routes.ts); bodies are checked by the shared product schema.
import {
  ADMIN_MESSAGES,
  adminDeleteResponseSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductParamsSchema,
  adminProductResponseSchema,
  adminProductSchema,
  productInputSchema,
  productUpdateSchema,
} from '@shop/shared/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import type { AdminDeps } from './admin.deps.ts';
import * as service from './products.service.ts';

export function adminProductRoutes(deps: AdminDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    const tags = ['admin'];

    app.get(
      '/api/admin/products',
      {
        schema: {
          tags,
          querystring: adminProductListQuerySchema,
          response: { 200: adminProductListSchema, ...errorResponses },
        },
      },
      async (request) => service.listProducts(db, request.query),
    );

    app.get(
      '/api/admin/products/:id',
      {
        schema: {
          tags,
          params: adminProductParamsSchema,
          response: { 200: adminProductSchema, ...errorResponses },
        },
      },
      async (request) => service.getProduct(db, request.params.id),
    );

    app.post(
      '/api/admin/products',
      {
        schema: {
          tags,
          body: productInputSchema,
          response: { 201: adminProductResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const product = await service.createProduct(db, await guard.userId(request), request.body);
        return reply.status(201).send({ message: ADMIN_MESSAGES.productSaved, product });
      },
    );

    app.put(
      '/api/admin/products/:id',
      {
        schema: {
          tags,
          params: adminProductParamsSchema,
          // With the version and stock the form was loaded at (docs/decisions/019): a stale save is a 409.
          body: productUpdateSchema,
          response: { 200: adminProductResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.updateProduct(db, await guard.userId(request), request.params.id, request.body),
    );

    app.delete(
      '/api/admin/products/:id',
      {
        schema: {
          tags,
          params: adminProductParamsSchema,
          response: { 200: adminDeleteResponseSchema, ...errorResponses },
        },
      },
      async (request) => service.deleteProduct(deps, await guard.userId(request), request.params.id),
    );

    app.post(
      '/api/admin/products/:id/restore',
      {
        schema: {
          tags,
          params: adminProductParamsSchema,
          response: { 200: adminProductResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const product = await service.restoreProduct(db, await guard.userId(request), request.params.id);
        return { message: ADMIN_MESSAGES.productRestored, product };
      },
    );
  };
}
