// `GET /api/admin/audit`: the audit log, newest first, optionally for one kind of record.
import { auditListSchema, auditQuerySchema } from '@shop/shared/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { listAudit } from './audit.service.ts';

export function auditRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags: ['admin'],
          querystring: auditQuerySchema,
          response: { 200: auditListSchema, ...errorResponses },
        },
      },
      async (request) => listAudit(db, request.query),
    );
  };
}
