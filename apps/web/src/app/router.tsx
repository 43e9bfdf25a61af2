// The browser's router over the shared route table (./routes.tsx).
import { createBrowserRouter, type DataRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router. A server-rendered page is hydrated, so the lazy routes it matched are loaded first:
 * the first render must be the page the server sent, not the loading fallback.
 */
export async function createAppRouter(): Promise<DataRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
