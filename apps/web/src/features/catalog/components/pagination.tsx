// Pagination (docs/product.md#catalogue-listing): Previous, Next, at most 5 numbered pages with first/last and ellipses.
import { paginationWindow } from '@shop/shared/pagination';
import { cn } from '../../../lib/cn.ts';

const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';

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
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        className={cn(
          base,
          'border border-slate-300 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-40',
        )}
      >
        Previous
      </button>
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
              item === page ? 'bg-brand-700 text-white' : 'border border-slate-300 hover:border-brand-600',
            )}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ),
      )}
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        className={cn(
          base,
          'border border-slate-300 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-40',
        )}
      >
        Next
      </button>
    </nav>
  );
}
