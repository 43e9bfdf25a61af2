// GET /api/health, for load balancers and uptime checks (docs/deploy.md): never cached, answers once the
// database answers.
import { healthSchema } from '@shop/shared/catalog.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { checkHealth } from './health.service.ts';

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      { schema: { tags: ['system'], response: { 200: healthSchema, ...errorResponses } } },
      async (_request, reply) => {
        await checkHealth(db);
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
  };
}
