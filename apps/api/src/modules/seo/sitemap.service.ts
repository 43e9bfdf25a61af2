// sitemap.xml and robots.txt (docs/product.md#pages-seo). A sitemap file may list at most 50,000 URLs, so past
// PRODUCTS_PER_SITEMAP products /sitemap.xml becomes an index of /sitemaps/pages.xml and product chunks.
// Bodies are produced a batch of products at a time, so memory stays flat however large the catalogue.
import { CATEGORIES } from '@shop/shared/categories';
import { MESSAGES } from '@shop/shared/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeXml } from '../../lib/escape-html.ts';
import * as repository from './seo.repository.ts';
import { absoluteUrl, categoryPath, productPath, type Site } from './seo.service.ts';

export interface SitemapLimits {
  /** Products per sitemap file: under the 50,000-URL limit with room for the pages beside them. */
  perSitemap: number;
  /** Products read per keyset query. */
  perQuery: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { perSitemap: 45_000, perQuery: 5_000 };
export const STATIC_PAGES = ['/about', '/faq', '/shipping', '/returns', '/privacy', '/terms'] as const;
/** Guarded and personal pages, and the API: nothing there for a search engine. */
export const DISALLOWED_PATHS = [
  '/cart',
  '/checkout',
  '/order',
  '/profile',
  '/wishlist',
  '/auth',
  '/api/',
] as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
}

function pageEntries(site: Site): string {
  const paths = ['/', ...STATIC_PAGES, ...CATEGORIES.map(categoryPath)];
  return paths.map((path) => urlEntry(absoluteUrl(site, path))).join('');
}

/** Entries of up to `limits.perSitemap` products after `afterId`, one keyset batch at a time. */
async function* productEntries(
  db: Db,
  site: Site,
  afterId: string | undefined,
  limits: SitemapLimits,
): AsyncGenerator<string> {
  let cursor = afterId;
  let remaining = limits.perSitemap;
  while (remaining > 0) {
    const size = Math.min(limits.perQuery, remaining);
    const rows = await repository.productsAfter(db, cursor, size);
    yield rows.map((row) => urlEntry(absoluteUrl(site, productPath(row)), row.createdAt)).join('');
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    cursor = last.id;
    remaining -= rows.length;
  }
}

async function* urlset(parts: Iterable<string> | AsyncIterable<string>): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  for await (const part of parts) yield part;
  yield '</urlset>\n';
}

function sitemapIndex(site: Site, chunks: number): string {
  const locations = ['/sitemaps/pages.xml'];
  for (let chunk = 1; chunk <= chunks; chunk += 1) locations.push(`/sitemaps/products-${chunk}.xml`);
  const entries = locations
    .map((path) => `  <sitemap><loc>${escapeXml(absoluteUrl(site, path))}</loc></sitemap>\n`)
    .join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}

/** /sitemap.xml: every page and product in one file, or an index of chunks for a large catalogue. */
export async function sitemap(
  db: Db,
  site: Site,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<AsyncIterable<string>> {
  const total = await repository.countProducts(db);
  if (total > limits.perSitemap) {
    return textStream(sitemapIndex(site, Math.ceil(total / limits.perSitemap)));
  }
  return urlset(
    (async function* () {
      yield pageEntries(site);
      // Capped at a file's worth even if products arrive while it is being written.
      yield* productEntries(db, site, undefined, limits);
    })(),
  );
}

// The index is one small string; streaming it too keeps one return type for the route.
async function* textStream(text: string): AsyncGenerator<string> {
  yield text;
}

/** /sitemaps/pages.xml: home, the static pages and the category pages. */
export function pagesSitemap(site: Site): AsyncIterable<string> {
  return urlset([pageEntries(site)]);
}

/** /sitemaps/products-{chunk}.xml (chunks count from 1); an absent chunk is a 404. */
export async function productsSitemap(
  db: Db,
  site: Site,
  chunk: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<AsyncIterable<string>> {
  const { perSitemap } = limits;
  const total = await repository.countProducts(db);
  if (chunk > Math.max(1, Math.ceil(total / perSitemap))) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  // The chunk starts after the last id of the one before it, found by position.
  const afterId = chunk === 1 ? undefined : await repository.productIdAt(db, (chunk - 1) * perSitemap - 1);
  if (chunk > 1 && afterId === undefined) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return urlset(productEntries(db, site, afterId, limits));
}

export function robotsTxt(site: Site): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}
