// Search miss (docs/product.md#search): the query and an optional error text come from navigation state; opened
// without them, the page says so in words that need no search.

import { SearchX } from 'lucide-react';
import { useLocation } from 'react-router';
import { HomeButton } from '../../../components/home-button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

interface MissState {
  query?: string;
  error?: string;
}

export function ProductNotFoundPage() {
  const state = (useLocation().state ?? {}) as MissState;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <PageTitle title="Product Not Found" />
      <SearchX aria-hidden="true" className="mx-auto h-14 w-14 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold">Product Not Found</h1>
      <p className="mt-4 text-slate-600">
        {state.query ? (
          <>
            We couldn't find any products matching <strong className="text-slate-900">“{state.query}”</strong>
          </>
        ) : (
          // Opened without a search (a bookmark, a link, a reload after the search was forgotten).
          "We couldn't find the product you were looking for."
        )}
      </p>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
      <HomeButton />
    </section>
  );
}
