// Serves the built web app: hashed assets cached for a year, every other page path answered with the app's
// index.html (no-cache, so a new release is picked up at once), its head filled with the page's own metadata
// (title, description, canonical, link previews, JSON-LD). Public pages come rendered by the server with the data
// they show (docs/decisions/024-server-rendering.md); guarded pages get the shell and render in the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shop/shared/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { applyPageMeta, jsonForScript, type PageHead, type PageMetaResolver } from '../seo/page-meta.lib.ts';
import { pageAddress } from './page-address.lib.ts';
import {
  type CatalogVersions,
  isServerRenderedPath,
  PageRenderer,
  type RenderedPage,
} from './page-renderer.lib.ts';

/** Writes the shop's name, contact details and promises into the page, so the app needs no request to show them. */
function shopSettings(config: Config) {
  return {
    name: config.shop.name,
    supportPhone: config.shop.supportPhone,
    supportEmail: config.shop.supportEmail,
    supportWhatsapp: config.shop.supportWhatsapp,
    // The quantity steppers stop where the server's cap is (docs/decisions/017).
    maxUnitsPerProduct: config.limits.maxUnitsPerProduct,
    // The Google button says so in words when Google sign-in is not set up (docs/decisions/034).
    googleSignIn: config.oidc.clientId !== undefined,
    // The promises every page words from the settings, and the cart's totals (docs/decisions/036).
    returnWindowDays: config.promises.returnWindowDays,
    freeShippingOverRupees: config.promises.freeShippingOver / 100,
    // What the faster shipping speeds cost on top of standard shipping (docs/decisions/036).
    expressShippingFee: config.delivery.speedFees.express / 100,
    overnightShippingFee: config.delivery.speedFees.overnight / 100,
  };
}

export function withShopConfig(html: string, config: Config): string {
  const shop = shopSettings(config);
  // JSON inside <script> must not be able to close the tag. Replacements go through functions, so a `$`
  // in a configured value is not read as a replacement pattern.
  const json = JSON.stringify(shop).replaceAll('<', '\\u003c');
  return html
    .replace('<!--shop-config-->', () => `<script id="shop-config" type="application/json">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(config.shop.name)}</title>`);
}

/**
 * The page's metadata, or undefined (the template's defaults) when none is known or it cannot be had. `address` is
 * what a rendered page is rendered and kept under (pageAddress), so its head reads the same parameters.
 */
async function pageHead(
  resolve: PageMetaResolver | undefined,
  request: FastifyRequest,
  address = request.url,
): Promise<PageHead | undefined> {
  if (!resolve) return undefined;
  const at = address.indexOf('?');
  const pathname = at === -1 ? address : address.slice(0, at);
  try {
    return await resolve(pathname, new URLSearchParams(at === -1 ? '' : address.slice(at + 1)));
  } catch (error) {
    // The shell still loads and the app shows its own error; crawlers get the default head this once.
    request.log.error({ err: error }, 'page metadata failed');
    return undefined;
  }
}

const ROOT = '<div id="root"></div>';

/**
 * The shell with the rendered page in #root and, beside it as non-executable JSON, the data it was rendered from
 * and the built files holding the page's own code. The browser's boot script asks for those files only once the
 * page has painted (apps/web/src/boot.ts): preloaded from the head, they would share a phone's connection with
 * the stylesheet and the page's pictures before anything shows.
 */
function withRenderedPage(html: string, page: RenderedPage): string {
  const state = `<script id="query-state" type="application/json">${jsonForScript(page.queryState)}</script>`;
  const scripts = `<script id="page-scripts" type="application/json">${jsonForScript(page.scripts)}</script>`;
  return html.replace(ROOT, () => `<div id="root">${page.html}</div>${state}${scripts}`);
}

/** The origin the renderer resolves page addresses against; it never leaves the server. */
function originOf(config: Config): string {
  return new URL(config.publicUrl).origin;
}

export function webAppRoutes(
  config: Config,
  catalogue: CatalogVersions,
  resolvePageMeta?: PageMetaResolver,
): FastifyPluginAsync {
  return async (app) => {
    const indexFile = path.join(config.webDistDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): served by Accept-Encoding.
        preCompressed: true,
        // Source maps stay on the server for reading stack traces; they would hand out the whole source.
        // The server renderer (ssr/) and the build manifest (.vite/) are for this server only.
        allowedPath: (pathName) =>
          !pathName.endsWith('.map') && !pathName.startsWith('/ssr/') && !pathName.startsWith('/.vite/'),
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
    const renderer =
      indexHtml?.includes(ROOT) === true
        ? await PageRenderer.load(app, config.webDistDir, {
            maxBytes: config.pageCacheBytes,
            shop: shopSettings(config),
            catalogue,
          })
        : undefined;

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
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const send = (status: number, body: string | Buffer) =>
        reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
      if (renderer && isServerRenderedPath(pathname)) {
        // Rendered and kept under the parameters the page reads alone, so junk ones cost no render.
        const address = pageAddress(request.url);
        const kept = await renderer.kept(address, request.headers['accept-encoding']);
        if (kept) {
          // Compressed once when kept; the compression plugin leaves an answer with a Content-Encoding alone.
          reply.header('vary', 'accept-encoding');
          if (kept.encoding) reply.header('content-encoding', kept.encoding);
          return send(kept.status, kept.body);
        }
        // Read before the head and the page are: a page is kept with versions no newer than what it shows.
        const versions = await renderer.versions(request.log);
        const [head, rendered] = await Promise.all([
          pageHead(resolvePageMeta, request, address),
          versions && renderer.render(address, originOf(config), request.log, versions),
        ]);
        const shell = head ? applyPageMeta(indexHtml, head.meta) : indexHtml;
        if (rendered && (head?.status ?? 200) === 200) {
          const body = withRenderedPage(shell, rendered.page);
          // With the default head (its own read failed) the page is sent this once, not kept.
          if (head || !resolvePageMeta) renderer.keep(address, { status: 200, body }, rendered.provenance);
          return send(200, body);
        }
        return send(head?.status ?? 200, shell);
      }
      const head = await pageHead(resolvePageMeta, request);
      return send(head?.status ?? 200, head ? applyPageMeta(indexHtml, head.meta) : indexHtml);
    });
  };
}
