// Serves the built web app: hashed assets cached for a year, every other page path answered with the
// single-page app's index.html (no-cache, so a new release is picked up at once).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shop/shared/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';

export function webAppRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    const indexFile = path.join(config.webDistDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }
    const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;

    app.get('/*', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
        return reply.status(404).send({ message: MESSAGES.notFound });
      }
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  };
}
