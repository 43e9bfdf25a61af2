// The one error handler: typed domain errors and validation failures become `{ message }` with a 4xx status;
// anything else is logged and answered with a 500 that reveals nothing of the server's insides.
import { MESSAGES } from '@shop/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? MESSAGES.invalidRequest,
      }));
      return reply.status(400).send({ message: issues[0]?.message ?? MESSAGES.invalidRequest, issues });
    }
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
