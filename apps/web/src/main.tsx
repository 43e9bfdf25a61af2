// The app in the browser, started by ./boot.ts once the page has painted.
// Must come first: it configures zod before any schema module is evaluated.
import './lib/zod-jitless.ts';
// Field-naming messages where a form schema gives none ("PIN code is required"), as the API answers.
import '@shop/shared/field-messages';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter, createAppRouter } from './app/router.tsx';
import { hydrateQueryState } from './lib/query-state.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A server-rendered page carries the data it was rendered from (docs/decisions/024-server-rendering.md).
const serverRendered = hydrateQueryState(queryClient, document.getElementById('query-state'));
const router = await createAppRouter({ serverRendered });

let markAlive = () => {};
/**
 * Resolves once the app has put its first render on screen and run its effects, and the updates those asked for
 * are done (a signed-in shopper's header, hearts and cart: docs/decisions/024-server-rendering.md): from then on
 * the page answers as the app. ./boot.ts then hands over the taps it held meanwhile (./app/early-taps.ts). The
 * parts of a page below a phone's first screen (components/below-the-fold.tsx) may still be hydrating: React
 * hydrates such a part at once, before it answers, when a tap lands in it.
 */
export const alive = new Promise<void>((resolve) => {
  markAlive = resolve;
});

/** Rendered last, so its effect runs after every other effect of the first render. */
function AliveMark() {
  useEffect(() => {
    // The updates the first render's effects asked for (the stored token read at last) are rendered in the task
    // that ran those effects; a new task comes after them.
    setTimeout(() => {
      document.documentElement.dataset.app = 'alive';
      markAlive();
    }, 0);
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
      <AliveMark />
    </AppProviders>
  </StrictMode>
);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page: a phone can take input and paint in between (Lighthouse: total blocking time).
startTransition(() => {
  if (serverRendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
