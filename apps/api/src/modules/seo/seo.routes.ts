// Pages for search engines (docs/product.md#pages-seo): /sitemap.xml (or an index of /sitemaps/*.xml), /robots.txt,
// and the page metadata that the web app's page route writes into index.html.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { PageMetaResolver } from './page-meta.lib.ts';
import { pageHeadFor, siteOf } from './seo.service.ts';
import {
  pagesSitemap,
  productsSitemap,
  robotsTxt,
  SITEMAP_LIMITS,
  type SitemapLimits,
  sitemap,
} from './sitemap.service.ts';

export interface SeoOptions {
  /** Tests lower the limits to exercise the sitemap index and keyset batches without 45,000 products. */
  sitemapLimits?: SitemapLimits;
}

// Crawlers come back often enough; a short cache spares the database a full read on every visit.
const CACHE = 'public, max-age=600';
const chunkParamsSchema = z.object({ chunk: z.coerce.number().int().min(1).max(100_000) });

function sendXml(reply: FastifyReply, body: AsyncIterable<string>): FastifyReply {
  return reply
    .header('cache-control', CACHE)
    .type('application/xml; charset=utf-8')
    .send(Readable.from(body));
}

/** How the web app's page route learns a page's head (title, description, link previews, JSON-LD). */
export function pageMetaResolver(db: Db, config: Config): PageMetaResolver {
  const site = siteOf(config);
  return (pathname, params) => pageHeadFor(db, site, pathname, params);
}

export function seoRoutes(db: Db, config: Config, options: SeoOptions = {}): FastifyPluginAsyncZod {
  const site = siteOf(config);
  const limits = options.sitemapLimits ?? SITEMAP_LIMITS;

  return async (app) => {
    // Not part of the API: kept out of the OpenAPI document.
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      sendXml(reply, await sitemap(db, site, limits)),
    );
    app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
      sendXml(reply, pagesSitemap(site)),
    );
    app.get(
      '/sitemaps/products-:chunk.xml',
      { schema: { hide: true, params: chunkParamsSchema } },
      async (request, reply) => sendXml(reply, await productsSitemap(db, site, request.params.chunk, limits)),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(site)),
    );
  };
}
