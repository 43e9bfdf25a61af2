// Must come first: it configures zod before any schema module is evaluated.
import './lib/zod-jitless.ts';
// Field-naming messages where a form schema gives none ("ZIP code is required"), as the API answers.
import '@shop/shared/field-messages';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page: a phone can take input and paint in between (Lighthouse: total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
