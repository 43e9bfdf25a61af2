// Answers private to one caller or one moment (an account's data, tokens, an admin's view, a payment's state)
// are never kept by a browser or a shared cache: a plugin whose every answer is such says so with this one hook.
import type { FastifyInstance } from 'fastify';

export function neverCache(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
