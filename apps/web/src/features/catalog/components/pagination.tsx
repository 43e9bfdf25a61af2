// Pagination (docs/product.md#catalogue-listing): Previous, Next, at most 5 numbered pages with first/last and ellipses.
// On a phone (below `sm`) one row: Previous, 'Page 3 of 12', Next; the numbers would wrap onto a second row there.
import { paginationWindow } from '@shop/shared/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

// No display here: the steps always show, the numbers only from `sm` up.
const base = 'h-10 min-w-10 shrink-0 items-center justify-center rounded-lg text-sm font-medium';
const step = cn(
  base,
  'inline-flex gap-1 border border-slate-300 px-3 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-40',
);

export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-1.5">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} className={step}>
        <ChevronLeft aria-hidden="true" className="-ml-1 h-4 w-4" />
        Previous
      </button>
      <span className="grow px-2 text-center text-sm font-medium text-slate-700 tabular-nums sm:hidden">
        Page {page} of {pages}
      </span>
      {paginationWindow(page, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
            className={cn(
              base,
              'hidden px-3 sm:inline-flex',
              item === page ? 'bg-brand-700 text-white' : 'border border-slate-300 hover:border-brand-600',
            )}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="hidden px-1 text-slate-500 sm:inline">
            …
          </span>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onChange(page + 1)} className={step}>
        Next
        <ChevronRight aria-hidden="true" className="-mr-1 h-4 w-4" />
      </button>
    </nav>
  );
}
