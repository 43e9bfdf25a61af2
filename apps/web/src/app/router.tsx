// The browser's router over the shared route table (./routes.tsx).
import { createBrowserRouter, type DataRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router. A server-rendered page is hydrated, so the lazy routes it matched are loaded first:
 * the first render must be the page the server sent, not the loading fallback. Its first route is then the
 * server's too, and never scrolls: the shopper may have scrolled it already (docs/decisions/024-server-rendering.md).
 * Given hydration data, React Router leaves the first route's scroll alone; later navigations restore or reset it.
 */
export async function createAppRouter({ serverRendered }: { serverRendered: boolean }): Promise<DataRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // The pages' data comes through TanStack Query, not route loaders: there is no loader data to hand over.
  return createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: {} } } : undefined);
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
