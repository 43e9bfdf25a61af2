// Serves the catalogue's illustrations, their WebP and JPEG variants, and the placeholder image, all with
// long-lived cache headers: every URL names content that never changes. Variants are made only for pictures of
// the catalogue, within the picture settings (config.images, docs/decisions/018-picture-work-limits.md).
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { PLACEHOLDER_SVG } from './catalog-art.lib.ts';
import { createCatalogImages } from './catalog-images.service.ts';
import { createCatalogPictures } from './catalog-pictures.service.ts';
import { createDiskCache } from './disk-cache.lib.ts';

const immutable = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};
const svgHeaders = {
  ...immutable,
  'content-type': 'image/svg+xml; charset=utf-8',
  // An SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};
const headers = {
  svg: svgHeaders,
  webp: { ...immutable, 'content-type': 'image/webp' },
  jpeg: { ...immutable, 'content-type': 'image/jpeg' },
};

export function mediaRoutes(config: Pick<Config, 'dataDir' | 'images'>, db: Db): FastifyPluginAsync {
  return async (app) => {
    const cache = createDiskCache({
      dir: path.join(config.dataDir, 'media-cache'),
      maxBytes: config.images.cacheBytes,
      log: app.log,
    });
    const images = createCatalogImages({ cache, pictures: createCatalogPictures(db) });

    app.get('/media/placeholder.svg', async (_request, reply) =>
      reply.headers(svgHeaders).send(PLACEHOLDER_SVG),
    );

    app.get<{ Params: { file: string } }>('/media/catalog/:file', async (request, reply) => {
      const image = await images.get(request.params.file);
      return reply.headers(headers[image.format]).send(image.body);
    });
  };
}
