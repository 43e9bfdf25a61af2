// The orders a list can be shown in (docs/product.md#catalogue-sort): a row of choices above the grid on wide
// screens, a list in the Sort sheet on phones. Each is a button, so a tap before the app is alive is held and
// answered (docs/decisions/024-server-rendering.md).
import { SORT_ORDERS, type SortOrder } from '@shop/shared/list-options';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevance',
  popular: 'Popularity',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  newest: 'Newest First',
  rating: 'Customer Rating',
  discount: 'Discount',
};

/** A search page's orders: all of them, relevance (its default) first; a category page's: newest (its default) first. */
export const SEARCH_SORTS: readonly SortOrder[] = SORT_ORDERS;
export const CATEGORY_SORTS: readonly SortOrder[] = [
  'newest',
  ...SORT_ORDERS.filter((order) => order !== 'relevance' && order !== 'newest'),
];

interface SortChoicesProps {
  choices: readonly SortOrder[];
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}

/** Wide screens: "Sort by" and the orders in a row, the chosen one underlined. */
export function SortBar({ choices, value, onChange }: SortChoicesProps) {
  return (
    // A floated legend is laid out as the row's first item (HTML's rendering of fieldset).
    <fieldset className="flex flex-wrap items-center gap-x-1 border-b border-slate-200 text-sm">
      <legend className="float-left mr-2 py-2 font-semibold text-slate-800">Sort by</legend>
      {choices.map((sort) => (
        <button
          key={sort}
          type="button"
          aria-pressed={sort === value}
          onClick={() => onChange(sort)}
          className={cn(
            '-mb-px border-b-2 px-2.5 py-2',
            sort === value
              ? 'border-brand-700 font-semibold text-brand-800'
              : 'border-transparent text-slate-600 hover:text-brand-700',
          )}
        >
          {SORT_LABELS[sort]}
        </button>
      ))}
    </fieldset>
  );
}

/** Phones: the orders one per line in the Sort sheet, the chosen one ticked. */
export function SortList({ choices, value, onChange }: SortChoicesProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {choices.map((sort) => (
        <li key={sort}>
          <button
            type="button"
            aria-pressed={sort === value}
            onClick={() => onChange(sort)}
            className={cn(
              'flex h-12 w-full items-center justify-between text-left',
              sort === value ? 'font-semibold text-brand-800' : 'text-slate-700',
            )}
          >
            {SORT_LABELS[sort]}
            {sort === value && <Check aria-hidden="true" className="h-5 w-5 text-brand-700" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
