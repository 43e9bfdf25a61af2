// The one error handler: typed domain errors and validation failures become `{ message }` with a 4xx status;
// anything else is logged and answered with a 500 that reveals nothing of the server's insides.
// Field-naming messages for schemas that give none ("Address id must be text"), before any request parses.
import '@shop/shared/field-messages';
import { MESSAGES } from '@shop/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { NUL_MESSAGE } from './reject-nul.ts';

/** Foreign keys an admin's input can break, and what to tell them (docs/decisions/027). */
const FOREIGN_KEY_MESSAGES: Record<string, string> = {
  products_supplier_id_fkey: 'supplierId: no supplier has this id',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? MESSAGES.invalidRequest,
      }));
      return reply.status(400).send({ message: issues[0]?.message ?? MESSAGES.invalidRequest, issues });
    }
    // Text the database cannot store (a NUL inside a multipart field the hook cannot see): bad input.
    if (error.code === '22021' || error.code === '22P05') {
      return reply.status(400).send({ message: NUL_MESSAGE });
    }
    // A reference to a row that does not exist (a product naming an unknown supplier): bad input.
    const missing = FOREIGN_KEY_MESSAGES[(error as { constraint?: string }).constraint ?? ''];
    if (error.code === '23503' && missing) return reply.status(400).send({ message: missing });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.internalError });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound }));
}
