import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { stacklessReactErrors } from './build-plugins/stackless-react-errors.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz copies of every text file of the build at the highest levels, once, so the server sends
 * them without compressing per request (it serves them by Accept-Encoding, apps/api web routes).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    // Only the browser's files are served; the server renderer's (ssr/) are read from disk.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter(
        (file) => /\.(js|css|html|svg|json)$/.test(file.fileName) && file.fileName !== 'index.html',
      );
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < 1024) return;
          const target = path.join(dir, file.fileName);
          await writeFile(
            `${target}.br`,
            await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${target}.gz`, await gzipAsync(bytes, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Puts the stylesheet first among the head's resources: the page cannot paint before it, and behind the entry's
 * preloads it would queue after them on a slow connection.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace('<!--shop-config-->', () => `${links.join('').trim()}\n    <!--shop-config-->`);
      },
    },
  };
}

/** The route modules of the pages shoppers land on from a search or a shared link (src/app/routes.tsx). */
const PUBLIC_PAGE =
  /src[\\/]features[\\/](home|catalog|product)[\\/]components[\\/](?!search-page)[^\\/]+-page\.tsx$/;

/**
 * The search results page, which shares the category page's list, filters and sheets. It is counted as a public
 * page only for modules that the category page alone imports besides it ('storefront-category-search'); for any
 * other module it loads the module's group as any other page does, so the groups the home and product pages load
 * keep their modules and their names.
 */
const SEARCH_PAGE = /src[\\/]features[\\/]catalog[\\/]components[\\/]search-page\.tsx$/;

/**
 * Groups the modules that the public pages (home, category, product) share, with each other or with other pages,
 * into one chunk per set of public pages importing them: 'storefront-category-home', 'storefront-product'…
 * Left to the default splitting, each such module was a chunk of its own, and a product page asked for 38 files,
 * most of 1–2 KB, after its first paint (docs/decisions/024-server-rendering.md). Every module of a chunk is
 * imported by each of its public pages, so none of them loads code it does not run; another page that imports
 * one of a chunk's modules (cart, wishlist, the profile menu's panel) loads all of it. A module only one page
 * imports stays in that page's chunk, and what the app loads before any page is grouped by the `$initial`
 * groups first.
 */
function storefrontChunk(id: string, ctx: ChunkingContext): string | null {
  // An icon's only importer is lucide-react's index, which every user of any icon imports: the walk would credit
  // each icon to every page. Icons keep the default splitting.
  if (/[\\/]lucide-react[\\/]/.test(id)) return null;
  const pages = new Set<string>();
  let otherImporters = 0;
  let search: string | undefined;
  const seen = new Set<string>();
  const stack = [id];
  // Up through static importers, stopping at the modules that start a chunk of their own (pages, lazy parts).
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    if (info.dynamicImporters.length > 0 || info.isEntry) {
      if (PUBLIC_PAGE.test(current)) pages.add(current);
      else if (SEARCH_PAGE.test(current)) search = current;
      else otherImporters += 1;
      continue;
    }
    stack.push(...info.importers);
  }
  if (search !== undefined) {
    if (otherImporters === 0 && pages.size <= 1) pages.add(search);
    else otherImporters += 1;
  }
  if (pages.size === 0 || (pages.size === 1 && otherImporters === 0)) return null;
  const names = [...pages].map((page) => path.basename(page, '-page.tsx')).sort();
  return `storefront-${names.join('-')}`;
}

// In development the API runs on :3000 and Vite proxies the calls; in production the API serves dist/.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), stylesheetFirst(), stacklessReactErrors()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      // The sandbox payment gateway's checkout script and its pay/fail calls.
      '/sandbox-gateway': 'http://localhost:3000',
    },
  },
  // Hidden maps: written for reading production stack traces, never linked from the scripts nor served
  // (apps/api/src/modules/web/web.routes.ts).
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    // What the browser's entry loads before any page goes into two files (libraries, then our shared code) instead
    // of some thirty small ones, each a request on a phone's connection (bench/results/2026-11-24-server-rendering.md).
    // Pages' own code stays split by page. The entry module itself is left alone: grouped, the build loses its entry.
    // The server renderer is one bundle read from disk and needs no grouping.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The page runs src/boot.ts (index.html); the app is an entry of its own so that what it loads before
          // any page counts as initial and is grouped below.
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            app: path.resolve(import.meta.dirname, 'src/main.tsx'),
          },
          output: {
            codeSplitting: {
              groups: [
                // Vite's helper for loading a page's files together, alone: src/boot.ts uses it and must load
                // nothing else before the page has painted.
                { name: 'preload-helper', test: /preload-helper/, priority: 1 },
                // React's DOM renderer alone: src/boot.ts runs it in a task of its own before the rest.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
                { name: 'vendor', tags: ['$initial' as const], test: /node_modules/ },
                {
                  name: 'shared',
                  tags: ['$initial' as const],
                  test: /apps[\\/]web[\\/]src[\\/](lib|components|entities|features)[\\/]/,
                },
                // Each module's group is its own pages' set: a group does not take in its modules' imports, which
                // put modules of the home page in a file of the category page's.
                { name: storefrontChunk, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
}));
