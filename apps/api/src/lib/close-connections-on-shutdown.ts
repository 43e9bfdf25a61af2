// Once shutdown begins, every answer says `Connection: close`. Fastify's close() waits for open connections, and a
// kept-alive one (a load balancer's, a browser's) that just got its answer would otherwise hold the process until
// its keep-alive timeout (72 s): longer than an orchestrator waits before SIGKILL.
import type { FastifyInstance } from 'fastify';

export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: it runs on every answer, and a promise per answer shows under load.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
