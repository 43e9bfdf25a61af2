// Finds a live product by name, brand or id for a homepage list or a banner's link.
import type { AdminProductListItem } from '@shop/shared/admin.schemas';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { AdminButton, inputClass } from '../shell/admin-ui.tsx';
import { usePickProducts } from './api/pick-products.ts';

export function ProductPicker({
  label,
  exclude = [],
  onPick,
}: {
  label: string;
  exclude?: readonly string[];
  onPick: (product: AdminProductListItem) => void;
}) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), 300);
  const id = useId();
  const found = usePickProducts(debounced);
  const results = (found.data?.products ?? []).filter((product) => !exclude.includes(product._id));
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="Type a product name, brand or id"
        onChange={(event) => setQuery(event.target.value)}
        className={inputClass}
      />
      {debounced.length >= 2 && (
        <ul className="mt-2 space-y-1">
          {results.map((product) => (
            <li key={product._id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {product.name} <span className="text-slate-500">· {product.category}</span>
              </span>
              <AdminButton
                variant="secondary"
                aria-label={`Add ${product.name}`}
                onClick={() => {
                  onPick(product);
                  setQuery('');
                }}
                className="py-1"
              >
                Add
              </AdminButton>
            </li>
          ))}
          {found.data && results.length === 0 && (
            <li className="text-sm text-slate-600">No live product matches.</li>
          )}
        </ul>
      )}
    </div>
  );
}
