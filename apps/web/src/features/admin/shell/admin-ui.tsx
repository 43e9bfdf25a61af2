// Small pieces every admin page uses: the page heading, a pager, a loading line and a load failure.
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export function AdminHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <PageTitle title={`${title} · Admin`} />
      <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Loading() {
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      Loading…
    </p>
  );
}

export function LoadFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {errorMessage(error, 'Could not load this page. Please try again.')}
    </p>
  );
}

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-2 text-sm">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold disabled:opacity-40"
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold disabled:opacity-40"
      >
        Next
      </button>
    </nav>
  );
}

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50';
export const inputClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';
export const tableClass = 'w-full text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2';
