// The app in the browser, started by ./boot.ts once the page has painted.
// Must come first: it configures zod before any schema module is evaluated.
import './lib/zod-jitless.ts';
// Field-naming messages where a form schema gives none ("ZIP code is required"), as the API answers.
import '@shop/shared/field-messages';
import { StrictMode, startTransition } from 'react';
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
const router = await createAppRouter();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  </StrictMode>
);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page: a phone can take input and paint in between (Lighthouse: total blocking time).
startTransition(() => {
  if (serverRendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
