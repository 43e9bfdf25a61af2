// Serves uploaded files from local storage at /media/uploads/{key} (docs/product.md#reviews). Keys are random, so each
// URL names bytes that never change; the headers keep a browser from treating a file as anything but an image.
import type { FastifyPluginAsync } from 'fastify';
import { contentTypeFor, type LocalStorage } from '../../adapters/storage.ts';

const headers = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  'content-disposition': 'inline',
};

export function uploadsRoutes(storage: LocalStorage): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>('/media/uploads/*', async (request, reply) => {
      const key = request.params['*'];
      const bytes = await storage.read(key);
      // An invalid key and a missing file answer alike: the not-found handler's `{ message }` 404.
      if (!bytes) return reply.callNotFound();
      return reply.headers({ ...headers, 'content-type': contentTypeFor(key) }).send(bytes);
    });
  };
}
