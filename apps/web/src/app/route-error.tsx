// Shown when a page fails to load or render (docs/product.md#pages-messages: 'Something went wrong. Please try again later.').
import { MESSAGES } from '@shop/shared/messages';
import { useRouteError } from 'react-router';
import { ReloadPageButton } from '../components/reload-page-button.tsx';
import { env } from '../lib/env.ts';

export function RouteError() {
  const error = useRouteError();
  if (env.dev) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{MESSAGES.sectionFailed}</h1>
      <ReloadPageButton className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800" />
    </main>
  );
}
