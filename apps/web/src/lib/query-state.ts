// The query cache a server-rendered page carries (docs/decisions/024-server-rendering.md): written by the
// server as non-executable JSON (`<script type="application/json" id="query-state">`, so the content security
// policy needs no inline script), read once in the browser before the first render.
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

export const QUERY_STATE_ID = 'query-state';

/**
 * Fills the cache from the page's JSON and says whether the page was rendered by the server. The answers count
 * as fetched now: the server renders from the catalogue's current version, so a page served from its cache is as
 * fresh as a new render, and no query asks again for what the page already shows.
 */
export function hydrateQueryState(queryClient: QueryClient, element: HTMLElement | null): boolean {
  if (!element?.textContent) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return false;
  }
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  return true;
}
