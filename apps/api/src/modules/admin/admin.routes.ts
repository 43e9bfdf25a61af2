// The shop admin's API under /api/admin (docs/decisions/013-shop-admin.md). One onRequest hook guards every route registered here:
// 401 without a valid token, 403 unless the user's stored role is admin, before any body is read.
import type { FastifyPluginAsync } from 'fastify';
import { adminTaxRoutes } from '../admin-tax/admin-tax.routes.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import type { AdminDeps } from './admin.deps.ts';
import { auditRoutes } from './audit.routes.ts';
import { catalogueFileRoutes } from './catalogue-file.routes.ts';
import { adminProductRoutes } from './products.routes.ts';
import { adminUploadRoutes } from './uploads.routes.ts';

export function adminRoutes(deps: AdminDeps, guard: AuthGuard): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    await app.register(adminProductRoutes(deps, guard));
    await app.register(catalogueFileRoutes(deps, guard));
    await app.register(adminUploadRoutes(deps));
    await app.register(auditRoutes(deps.db));
    // GST defaults per category and the month's invoices (docs/decisions/029-gst-tax-invoices.md).
    await app.register(adminTaxRoutes(deps.db, guard));
  };
}
