// Catalogue endpoints (docs/product.md#catalogue): thin, schema-first routes over the catalogue service.
import {
  bareProductListSchema,
  categoryCountsSchema,
  filtersDataSchema,
  filtersQuerySchema,
  homepageQuerySchema,
  homepageSchema,
  priceDetailsQuerySchema,
  priceDetailsSchema,
  productDetailSchema,
  productListAnswerSchema,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
  relatedProductsSchema,
  searchQuerySchema,
  suggestionsSchema,
} from '@shop/shared/catalog.schemas';
import { asksForPage, UNPAGED_LIST_MAX } from '@shop/shared/pagination';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { catalogueAnswerHeader, isPageRenderRequest } from '../../lib/page-render-requests.ts';
import * as service from './catalog.service.ts';
import {
  CatalogCache,
  type CatalogCacheOptions,
  type CatalogSnapshot,
  matchesIfNoneMatch,
} from './catalog-cache.lib.ts';
import type { CatalogIndexKeeper } from './catalog-index.service.ts';

/** The process's catalogue cache; the server renderer reads its versions too (docs/decisions/024). */
export function createCatalogCache(db: Db, options: CatalogCacheOptions): CatalogCache {
  return new CatalogCache((ids) => service.catalogSnapshot(db, ids), { keepOnlyRepeated: true, ...options });
}

export function catalogRoutes(db: Db, cache: CatalogCache, index: CatalogIndexKeeper): FastifyPluginAsyncZod {
  return async (app) => {
    // The index is built before the server takes requests, so a restart never answers the first lists slowly.
    app.addHook('onReady', () => index.warm());
    /** The catalogue index as new as the versions this answer is built as of (docs/decisions/035). */
    const indexAsOf = async (asOf: () => Promise<CatalogSnapshot>) => index.at(await asOf());

    // Catalogue reads are public and change rarely; a short shared cache keeps repeat visits cheap.
    const publicCache = 'public, max-age=30, stale-while-revalidate=60';

    /**
     * Answers from the in-process cache (built by `load` on a miss, encoded like the route's serializer would),
     * with an ETag, and 304 when the browser already holds this very answer. `byVersions: false`: the answer can
     * change while the catalogue's versions and its shards stand still (popularity order, docs/decisions/035), so
     * the renderer is not told its shards and a kept page asks it again, by its ETag, on every visit.
     */
    async function cached<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      { key, schema, byVersions = true }: { key: string; schema: ZodType<unknown, T>; byVersions?: boolean },
      load: (asOf: () => Promise<CatalogSnapshot>) => Promise<T>,
    ): Promise<FastifyReply> {
      // The server renderer's reads are always kept: its pages are kept by the shards they track (docs/decisions/024).
      const answer = await cache.get(key, async (asOf) => z.encode(schema, await load(asOf)), {
        keep: isPageRenderRequest(request),
      });
      reply.header('etag', answer.etag);
      if (byVersions && isPageRenderRequest(request)) reply.header(...catalogueAnswerHeader(answer.shards));
      if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    }

    app.get(
      '/api/homepage',
      {
        schema: {
          tags: ['catalogue'],
          querystring: homepageQuerySchema,
          response: { 200: homepageSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        // Curated by the shop, and a save must show at once (docs/decisions/014): every load asks the server
        // again (three small indexed reads) instead of a cached copy living up to 90 s.
        reply.header('cache-control', 'no-cache');
        const key = `homepage:${request.query.populate ?? ''}`;
        return cached(request, reply, { key, schema: homepageSchema }, () =>
          service.getHomepage(db, request.query.populate),
        );
      },
    );

    app.get(
      '/api/products',
      {
        schema: {
          tags: ['catalogue'],
          description:
            'With page or limit: one page of product cards and the totals. Without both: the bare list of whole ' +
            `products, newest first, at most ${UNPAGED_LIST_MAX} (docs/decisions/022-spec-shapes-and-paging.md).`,
          querystring: productListQuerySchema,
          response: { 200: productListAnswerSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', publicCache);
        const { query } = request;
        // Both forms are cached templates with live stock (docs/decisions/015), keyed by the validated query; an
        // answer in popularity order also by the popularity it was built from (docs/decisions/035).
        const popular = query.sort === 'popular';
        const popularity = popular ? `:${index.popularityGeneration()}` : '';
        if (asksForPage(query)) {
          const key = `page:${JSON.stringify(query)}${popularity}`;
          return cached(
            request,
            reply,
            { key, schema: productListSchema, byVersions: !popular },
            async (asOf) => service.listProductPage(db, await indexAsOf(asOf), query),
          );
        }
        return cached(
          request,
          reply,
          {
            key: `bare:${JSON.stringify(query)}${popularity}`,
            schema: bareProductListSchema,
            byVersions: !popular,
          },
          async (asOf) => service.listBareProducts(db, await indexAsOf(asOf), query),
        );
      },
    );

    app.get(
      '/api/products/filters',
      {
        schema: {
          tags: ['catalogue'],
          querystring: filtersQuerySchema,
          response: { 200: filtersDataSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', publicCache);
        const key = `filters:${request.query.category ?? ''}`;
        return cached(request, reply, { key, schema: filtersDataSchema }, () =>
          service.getFilters(db, request.query.category),
        );
      },
    );

    app.get(
      '/api/products/categories',
      { schema: { tags: ['catalogue'], response: { 200: categoryCountsSchema, ...errorResponses } } },
      async (request, reply) => {
        reply.header('cache-control', publicCache);
        return cached(request, reply, { key: 'categories', schema: categoryCountsSchema }, () =>
          service.getCategoryCounts(db),
        );
      },
    );

    app.get(
      '/api/products/search',
      {
        schema: {
          tags: ['catalogue'],
          querystring: searchQuerySchema,
          response: { 200: suggestionsSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        // Keyed by the words searched, so case, spacing and punctuation variants share one answer.
        const key = `search:${service.searchWords(request.query.query).join(' ')}`;
        return cached(request, reply, { key, schema: suggestionsSchema }, async (asOf) => ({
          suggestions: service.suggest(await indexAsOf(asOf), request.query.query),
        }));
      },
    );

    app.get(
      '/api/products/:id',
      {
        schema: {
          tags: ['catalogue'],
          params: productParamsSchema,
          response: { 200: productDetailSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        cached(request, reply, { key: `product:${request.params.id}`, schema: productDetailSchema }, () =>
          service.getProduct(db, request.params.id),
        ),
    );

    app.get(
      '/api/products/:id/price-details',
      {
        schema: {
          tags: ['catalogue'],
          params: productParamsSchema,
          querystring: priceDetailsQuerySchema,
          response: { 200: priceDetailsSchema, ...errorResponses },
        },
      },
      // Cached like the product itself (a server-rendered product page is checked against this answer's ETag).
      async (request, reply) => {
        const { id } = request.params;
        const { selectedFilters } = request.query;
        const key = `price-details:${id}:${service.selectionKey(selectedFilters)}`;
        return cached(request, reply, { key, schema: priceDetailsSchema }, () =>
          service.getPriceDetails(db, id, selectedFilters),
        );
      },
    );

    app.get(
      '/api/products/:id/related',
      {
        schema: {
          tags: ['catalogue'],
          params: productParamsSchema,
          response: { 200: relatedProductsSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        cached(
          request,
          reply,
          { key: `related:${request.params.id}`, schema: relatedProductsSchema },
          async () => ({
            products: await service.getRelated(db, request.params.id),
          }),
        ),
    );
  };
}
