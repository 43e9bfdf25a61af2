// Serves the catalogue's illustrations and the placeholder image, with long-lived cache headers.
import type { FastifyPluginAsync } from 'fastify';
import { catalogArt, PLACEHOLDER_SVG } from './catalog-art.ts';

const ART_FILE = /^([a-z]+)-(\d{1,3})-([0-3])\.svg$/;
const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // An SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export function mediaRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get('/media/placeholder.svg', async (_request, reply) =>
      reply.headers(svgHeaders).send(PLACEHOLDER_SVG),
    );

    app.get<{ Params: { file: string } }>('/media/catalog/:file', async (request, reply) => {
      const match = ART_FILE.exec(request.params.file);
      const svg = match ? catalogArt(match[1] ?? '', Number(match[2]) % 360, Number(match[3])) : undefined;
      if (!svg) return reply.status(404).send({ message: 'Image not found' });
      return reply.headers(svgHeaders).send(svg);
    });
  };
}
