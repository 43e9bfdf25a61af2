// The server renderer (docs/decisions/024-server-rendering.md): built by Vite into dist/ssr/ and loaded by the
// API's web routes. It renders a public page for a signed-out visitor from the shared route table, after the
// page's `prefetch` has filled this render's own query cache, and returns the HTML with the cache it came from.
import './lib/zod-jitless.ts';
import '@shop/shared/field-messages';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import type { RouteHandle } from './lib/prefetch.ts';
import { configureShop, type ShopConfig } from './lib/shop-config.ts';

export type RenderOutcome =
  | { kind: 'page'; status: number; html: string; queryState: unknown; sources: string[] }
  | { kind: 'redirect'; status: number; location: string }
  /** The page needs the browser (its data failed to load, or it is not found): send the app's shell. */
  | { kind: 'shell' };

const handler = createStaticHandler(routes);

/** Called once when the server loads this module. */
export function setUp(options: { transport: ApiTransport; shop: Partial<ShopConfig> }): void {
  setApiTransport(options.transport);
  configureShop(options.shop);
}

function anyQueryFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

export async function render(url: URL, signal?: AbortSignal): Promise<RenderOutcome> {
  const context = await handler.query(new Request(url, { signal: signal ?? null }));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'shell' };
  }
  if (context.errors) return { kind: 'shell' };

  const queryClient = createQueryClient({ server: true });
  await Promise.all(
    context.matches.map(({ route, params }) =>
      (route.handle as RouteHandle | undefined)?.prefetch?.({ queryClient, params, url }),
    ),
  );
  if (anyQueryFailed(queryClient)) return { kind: 'shell' };

  const router = createStaticRouter(handler.dataRoutes, context);
  let failed = false;
  const stream = await renderToReadableStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      signal,
      // The page is sent whole (allReady below), so every Suspense boundary's content stays where it is in the HTML
      // (components/below-the-fold.tsx). React would otherwise move a boundary past its chunk size (12,800 bytes) to
      // the end of the page with an inline script to put it back, which the content security policy refuses
      // (docs/decisions/016-browser-safety-headers.md), and the browser would render that part again.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failed = true;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed) return { kind: 'shell' };
  const sources = context.matches.flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.source ?? [],
  );
  return { kind: 'page', status: context.statusCode, html, queryState: dehydrate(queryClient), sources };
}
