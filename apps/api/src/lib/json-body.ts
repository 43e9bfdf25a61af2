// JSON bodies as Fastify reads them (secure-json-parse, refusing __proto__ and constructor poisoning), except that
// an empty body with a JSON content type is no body at all: docs/product.md#wishlist adds to the wishlist with "(empty body)", and
// a client that sets `Content-Type: application/json` on every call sends exactly that. A route that needs a body
// still answers its schema's 400.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) {
      done(null, undefined);
      return;
    }
    // Fastify's default parser answers through `done` and returns nothing; its type also allows a promise.
    void parseJson(request, body as string, done);
  });
}
