// Server rendering of the storefront's public pages (docs/decisions/024-server-rendering.md). The web build's
// renderer (apps/web/src/entry-server.tsx, built into <web dist>/ssr/) renders a page for a signed-out visitor;
// the data it asks for goes through this server's own routes in process (app.inject), so a rendered page holds
// exactly the API's answers, from the same catalogue cache. Each rendered page is kept with the answers it was built
// from and is served again only while every one of them is unchanged, which keeps the catalogue's never-stale rule
// (stock included) without a second invalidation scheme:
// - catalogue answers say which stock shards their products are in; while the catalogue's version and those shards'
//   stock versions are where they were before the page was rendered, the page is current, known from one version
//   read shared by the requests that arrive together (the same read the catalogue's JSON answers make);
// - when one of them moved, each answer is asked again with its ETag (or, without one, compared by a hash of its
//   body); if none changed, the page is current and remembers the versions just read.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ownBytes, ownCopy } from '../../lib/own-bytes.ts';
import { catalogueAnswerShards, pageRenderHeaders } from '../../lib/page-render-requests.ts';
import type { CatalogSnapshot } from '../catalog/catalog-cache.lib.ts';

/** What the renderer reads of the catalogue cache (catalog-cache.lib.ts): the current versions. */
export interface CatalogVersions {
  snapshot(): Promise<Pick<CatalogSnapshot, 'version' | 'shards'>>;
}
type Versions = Awaited<ReturnType<CatalogVersions['snapshot']>>;

/** What the web build's renderer answers (apps/web/src/entry-server.tsx). */
type RenderOutcome =
  | { kind: 'page'; status: number; html: string; queryState: unknown; sources: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

interface RendererModule {
  setUp(options: {
    transport: (url: string, init: RequestInit) => Promise<Response>;
    shop: Record<string, unknown>;
  }): void;
  render(url: URL, signal?: AbortSignal): Promise<RenderOutcome>;
}

/** A rendered page: its HTML, the data it was rendered from, and the scripts its code needs. */
export interface RenderedPage {
  status: number;
  html: string;
  queryState: unknown;
  /** Built files (under the web build's root) holding the page's own code, to preload with the HTML. */
  scripts: string[];
}

/** Vite's build manifest: per source file, its built file and the chunks it imports statically. */
type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The app's module (apps/web/src/main.tsx), whose files every page needs: the boot script runs it after React. */
const APP_SOURCE = 'src/main.tsx';

/** The built files a source module needs: its own chunk and, recursively, the chunks it imports. */
export function scriptsOf(manifest: BuildManifest, sources: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}

/**
 * An answer a page was rendered from and how to tell it is unchanged: its ETag (asked again with If-None-Match),
 * or, for an answer that carries none, a hash of its body (asked again in full and compared).
 */
interface Dependency {
  url: string;
  etag: string | undefined;
  bodyHash: string;
  /** For a catalogue answer, the stock shards of its products (`'all'`: not tracked); undefined for others. */
  shards: readonly number[] | 'all' | undefined;
}

/** What a page was rendered from: its answers, and the catalogue's versions read before any of them. */
export interface Provenance {
  dependencies: Dependency[];
  versions: Versions;
}

const hashOf = (body: string) => createHash('sha1').update(body).digest('base64url');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';
/** Brotli first, as @fastify/compress prefers it (lib/compression.ts); a q=0 in Accept-Encoding is respected. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** Higher than per-answer compression (lib/compression.ts): a kept page is compressed once for many visitors. */
export const KEPT_PAGE_BROTLI_QUALITY = 9;

/** A kept page as it is sent: UTF-8 bytes encoded once, and compressed once, not per request. */
export interface SentPage {
  status: number;
  body: Buffer;
  /** Set when the body is compressed for the visitor's Accept-Encoding. */
  encoding: Encoding | undefined;
}

interface KeptPage {
  body: Buffer;
  status: number;
  dependencies: Dependency[];
  /** The answers that are not the catalogue's: asked again at every visit. */
  others: Dependency[];
  /** The catalogue's version and the stock version of each of `shards` that the page is known current for. */
  version: string;
  shards: number[];
  stamps: string[];
  /** Filled in shortly after the page is kept; until then the compression plugin compresses per request. */
  compressed: Partial<Record<Encoding, Buffer>>;
}

// What a kept page costs besides its bytes: the entry's objects, each answer it was built from, and each stock
// shard it follows. Measured with V8's heap after a full collection (kept-pages-memory.test.ts fails when these fall
// short of what a page really holds).
const KEPT_PAGE_BYTES = 4_096;
const DEPENDENCY_BYTES = 256;
const SHARD_BYTES = 32;

/**
 * The memory a kept page holds, which PAGE_CACHE_MB bounds: its bytes and its two compressed copies (until they are
 * made, room for them: half its size), each in memory of its own (lib/own-bytes.ts), and its records.
 */
function keptPageBytes(page: KeptPage, url: string): number {
  const { br, gzip } = page.compressed;
  const compressed = br && gzip ? br.byteLength + gzip.byteLength : Math.ceil(page.body.byteLength / 2);
  let records = KEPT_PAGE_BYTES + url.length * 2 + page.shards.length * SHARD_BYTES;
  for (const { url: answer, etag, bodyHash, shards } of page.dependencies) {
    records += DEPENDENCY_BYTES + (answer.length + (etag?.length ?? 0) + bodyHash.length) * 2;
    if (Array.isArray(shards)) records += shards.length * SHARD_BYTES;
  }
  return page.body.byteLength + compressed + records;
}

/**
 * The public pages rendered on the server: home, category, search results, product, product-not-found and the
 * static pages.
 * Guarded pages (cart, checkout, orders, profile, wishlist, admin) and sign-in stay rendered in the browser.
 */
const RENDERED_PATHS =
  /^\/(?:(?:shop\/[^/]+(?:\/[^/]+)?|search|product-not-found|about|faq|terms|privacy|shipping|returns)\/?)?$/;

export function isServerRenderedPath(pathname: string): boolean {
  return RENDERED_PATHS.test(pathname);
}

export interface PageRendererOptions {
  /** Bytes of finished pages kept (PAGE_CACHE_MB); 0 keeps none. */
  maxBytes: number;
  shop: Record<string, unknown>;
  catalogue: CatalogVersions;
}

/** Whether the catalogue's version and the page's shards are where they were when the page was last known current. */
function stampedWith(page: KeptPage, versions: Versions): boolean {
  return (
    page.version === versions.version &&
    page.shards.every((shard, i) => versions.shards[shard] === page.stamps[i])
  );
}

/** Records that the page is current for `versions`. */
function stamp(page: KeptPage, versions: Versions): void {
  page.version = versions.version;
  page.stamps = page.shards.map((shard) => versions.shards[shard] ?? '');
}

export class PageRenderer {
  readonly #app: FastifyInstance;
  readonly #module: RendererModule;
  readonly #dependencies = new AsyncLocalStorage<Dependency[] | undefined>();
  readonly #kept: LRUCache<string, KeptPage> | undefined;
  readonly #manifest: BuildManifest;
  readonly #catalogue: CatalogVersions;

  private constructor(
    app: FastifyInstance,
    module: RendererModule,
    manifest: BuildManifest,
    options: PageRendererOptions,
  ) {
    this.#app = app;
    this.#module = module;
    this.#manifest = manifest;
    this.#catalogue = options.catalogue;
    this.#kept =
      options.maxBytes > 0
        ? new LRUCache<string, KeptPage>({
            maxSize: options.maxBytes,
            sizeCalculation: keptPageBytes,
          })
        : undefined;
    module.setUp({ transport: (url, init) => this.#fetch(url, init), shop: options.shop });
  }

  /** The renderer of the web build in `webDistDir`, or undefined when that build has none (the app's shell is sent). */
  static async load(
    app: FastifyInstance,
    webDistDir: string,
    options: PageRendererOptions,
  ): Promise<PageRenderer | undefined> {
    const file = path.join(webDistDir, 'ssr', 'entry-server.js');
    if (!existsSync(file)) return undefined;
    const module = (await import(pathToFileURL(file).href)) as RendererModule;
    const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
      : {};
    return new PageRenderer(app, module, manifest, options);
  }

  /**
   * A kept page for this address, if every answer it was built from is unchanged, compressed for the visitor's
   * `Accept-Encoding` where it can be.
   */
  async kept(url: string, acceptEncoding: string | undefined): Promise<SentPage | undefined> {
    const page = this.#kept?.get(url);
    if (!page) return undefined;
    // Unreadable (the database is away): not known current; the render that follows fails and logs it.
    const versions = await this.#catalogue.snapshot().catch(() => undefined);
    if (!versions) return undefined;
    let current: boolean;
    if (stampedWith(page, versions)) {
      current = await this.#unchanged(page.others);
    } else {
      // Asked after `versions` was read: if every answer is as it was, the page is current as of `versions`.
      current = await this.#unchanged(page.dependencies);
      if (current) stamp(page, versions);
    }
    if (!current) {
      this.#kept?.delete(url);
      return undefined;
    }
    const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
    const compressed = encoding ? page.compressed[encoding] : undefined;
    return compressed && encoding
      ? { status: page.status, body: compressed, encoding }
      : { status: page.status, body: page.body, encoding: undefined };
  }

  /** Whether each answer is still the one the page was built from, asked again in process. */
  async #unchanged(dependencies: readonly Dependency[]): Promise<boolean> {
    const unchanged = await Promise.all(
      dependencies.map(async ({ url, etag, bodyHash }) => {
        const response = await this.#app.inject({
          method: 'GET',
          url,
          headers: { ...pageRenderHeaders(), ...(etag && { 'if-none-match': etag }) },
        });
        return etag
          ? response.statusCode === 304
          : response.statusCode === 200 && hashOf(response.body) === bodyHash;
      }),
    );
    return unchanged.every(Boolean);
  }

  /** Keeps a finished page with what it was built from, and compresses it once in the background. */
  keep(url: string, page: { status: number; body: string }, { dependencies, versions }: Provenance): void {
    if (!this.#kept) return;
    const shards = new Set<number>();
    for (const dependency of dependencies) {
      const own =
        dependency.shards === 'all' ? versions.shards.map((_stamp, shard) => shard) : dependency.shards;
      for (const shard of own ?? []) shards.add(shard);
    }
    const kept: KeptPage = {
      status: page.status,
      body: ownBytes(page.body),
      dependencies,
      others: dependencies.filter((dependency) => dependency.shards === undefined),
      version: '',
      shards: [...shards],
      stamps: [],
      compressed: {},
    };
    stamp(kept, versions);
    this.#kept.set(url, kept);
    void Promise.all([
      brotli(kept.body, { params: { [constants.BROTLI_PARAM_QUALITY]: KEPT_PAGE_BROTLI_QUALITY } }),
      gzipAsync(kept.body, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        kept.compressed = { br: ownCopy(br), gzip: ownCopy(gz) };
        // Counted again at their real size: kept anew, since the cache measures an entry only when it is set.
        if (this.#kept?.peek(url) === kept) {
          this.#kept.delete(url);
          this.#kept.set(url, kept);
        }
      },
      () => undefined,
    );
  }

  /**
   * The catalogue's versions now, to read before a page is rendered and its head written: both then reflect at
   * least these, and the page kept with them is never served after a change (undefined: the database is away).
   */
  async versions(log: FastifyBaseLogger): Promise<Versions | undefined> {
    try {
      return await this.#catalogue.snapshot();
    } catch (error) {
      log.error({ err: error }, 'catalogue versions unreadable; the app shell is sent');
      return undefined;
    }
  }

  /**
   * Renders the page at `url` (path and query), with `versions` read before (see `versions`). Undefined when the page needs the browser: its data failed to
   * load or it is not found (the shell is sent, with the page head's status).
   */
  async render(
    url: string,
    origin: string,
    log: FastifyBaseLogger,
    versions: Versions,
  ): Promise<{ page: RenderedPage; provenance: Provenance } | undefined> {
    const dependencies: Dependency[] = [];
    try {
      const outcome = await this.#dependencies.run(dependencies, () =>
        // Joined, not resolved: a path is never read as another origin, whatever it starts with.
        this.#module.render(new URL(`${origin}${url}`)),
      );
      if (outcome.kind !== 'page') return undefined;
      const page: RenderedPage = {
        status: outcome.status,
        html: outcome.html,
        queryState: outcome.queryState,
        scripts: scriptsOf(this.#manifest, [APP_SOURCE, ...outcome.sources]),
      };
      return { page, provenance: { dependencies, versions } };
    } catch (error) {
      log.error({ err: error }, 'server rendering failed; the app shell is sent');
      return undefined;
    }
  }

  async #fetch(url: string, init: RequestInit): Promise<Response> {
    const headers: Record<string, string> = pageRenderHeaders();
    for (const [name, value] of new Headers(init.headers).entries()) headers[name] = value;
    const response = await this.#app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const etag = response.headers.etag === undefined ? undefined : String(response.headers.etag);
    this.#dependencies.getStore()?.push({
      url,
      etag,
      bodyHash: etag ? '' : hashOf(response.body),
      shards: catalogueAnswerShards(response.headers),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  }
}
