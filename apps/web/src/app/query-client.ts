// One QueryClient per browser tab, and one per server render (docs/decisions/024-server-rendering.md):
// the same defaults on both sides, so the cache the server fills reads the same in the browser.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The server does not wait to try again: a failed answer sends the page's shell, and the browser asks.
      queries: { staleTime: 30_000, retry: options.server ? false : 1, refetchOnWindowFocus: false },
    },
  });
}
