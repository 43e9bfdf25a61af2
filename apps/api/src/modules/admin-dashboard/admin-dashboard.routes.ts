// `GET /api/admin/dashboard`: the back office's first page in one answer (docs/decisions/014-admin-orders-and-homepage.md). Admins only.
import { adminDashboardSchema } from '@shop/shared/admin-dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { getDashboard } from './admin-dashboard.service.ts';

export function adminDashboardRoutes(db: Db, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    app.get(
      '/api/admin/dashboard',
      { schema: { tags: ['admin'], response: { 200: adminDashboardSchema, ...errorResponses } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return getDashboard(db);
      },
    );
  };
}
