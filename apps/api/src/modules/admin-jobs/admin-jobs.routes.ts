// `GET /api/admin/jobs/failed` and `POST /api/admin/jobs/failed/{id}/retry`: background jobs that failed for
// good, and sending one back (docs/decisions/025). Admins only.
import {
  failedJobParamsSchema,
  failedJobsSchema,
  retryFailedJobSchema,
} from '@shop/shared/admin-jobs.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { type AdminJobsDeps, listFailedJobs, retryFailedJob } from './admin-jobs.service.ts';

export function adminJobRoutes(deps: AdminJobsDeps, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireAdmin);
    app.get(
      '/api/admin/jobs/failed',
      { schema: { tags: ['admin'], response: { 200: failedJobsSchema, ...errorResponses } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return listFailedJobs(deps.db);
      },
    );
    app.post(
      '/api/admin/jobs/failed/:id/retry',
      {
        schema: {
          tags: ['admin'],
          params: failedJobParamsSchema,
          response: { 200: retryFailedJobSchema, ...errorResponses },
        },
      },
      async (request) => retryFailedJob(deps, await guard.userId(request), request.params.id),
    );
  };
}
