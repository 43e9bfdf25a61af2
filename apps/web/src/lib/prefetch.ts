// What a server-rendered page needs before it renders (docs/decisions/024-server-rendering.md). A page module
// may export `prefetch`; the route table hands it to the router as the route's handle, and the server awaits it
// with the render's own QueryClient, so the page renders with its data and the browser hydrates from the same
// cache. The browser never calls it: there the page's queries load as usual.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

export type Prefetch = (args: PrefetchArgs) => Promise<unknown>;

export interface RouteHandle {
  prefetch?: Prefetch | undefined;
  /** The page module's path in the web app (as Vite's build manifest names it), for preloading its code. */
  source?: string | undefined;
}
