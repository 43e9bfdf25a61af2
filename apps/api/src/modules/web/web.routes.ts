// Serves the built web app: hashed assets cached for a year, every other page path answered with the
// single-page app's index.html (no-cache, so a new release is picked up at once).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shop/shared/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';

/** Writes the shop's name and contact details into the page, so the app needs no request to show them. */
export function withShopConfig(html: string, config: Config): string {
  const shop = {
    name: config.shop.name,
    supportPhone: config.shop.supportPhone,
    supportEmail: config.shop.supportEmail,
    supportWhatsapp: config.shop.supportWhatsapp,
  };
  // JSON inside <script> must not be able to close the tag.
  const json = JSON.stringify(shop).replaceAll('<', '\\u003c');
  return html
    .replace('<!--shop-config-->', `<script id="shop-config" type="application/json">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.shop.name)}</title>`);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

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
    const indexHtml = built ? withShopConfig(readFileSync(indexFile, 'utf8'), config) : undefined;

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
