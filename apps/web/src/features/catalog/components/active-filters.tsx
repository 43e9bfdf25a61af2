// The filters a list is narrowed by, as chips above the grid (docs/product.md#catalogue-facets): a tap on a chip
// removes its filter; with two or more, 'Clear all' removes them all (the words and the order stay).
import type { Category } from '@shop/shared/categories';
import { X } from 'lucide-react';
import type { CatalogFilters, ListControls } from '../hooks/use-catalog-filters.ts';
import { PRICE_MAX, PRICE_MIN } from '../hooks/use-catalog-filters.ts';
import { discountLabel, IN_STOCK_LABEL, priceLabel, ratingLabel } from './filter-labels.ts';

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

function chipsOf(
  filters: CatalogFilters & { category?: Category | undefined },
  controls: ListControls,
): Chip[] {
  const chips: Chip[] = [];
  if (filters.category) {
    chips.push({ key: 'category', label: filters.category, remove: () => controls.setCategory(undefined) });
  }
  if (filters.subCategory) {
    chips.push({ key: 'sub', label: filters.subCategory, remove: () => controls.setSubCategory(undefined) });
  }
  for (const brand of filters.brands) {
    chips.push({ key: `brand:${brand}`, label: brand, remove: () => controls.toggleBrand(brand) });
  }
  if (filters.price[0] > PRICE_MIN || filters.price[1] < PRICE_MAX) {
    chips.push({
      key: 'price',
      label: priceLabel(filters.price),
      remove: () => controls.setPrice([PRICE_MIN, PRICE_MAX]),
    });
  }
  if (filters.minRating !== undefined) {
    chips.push({
      key: 'rating',
      label: ratingLabel(filters.minRating),
      remove: () => controls.setMinRating(undefined),
    });
  }
  if (filters.minDiscount !== undefined) {
    chips.push({
      key: 'discount',
      label: discountLabel(filters.minDiscount),
      remove: () => controls.setMinDiscount(undefined),
    });
  }
  if (filters.inStock) {
    chips.push({ key: 'instock', label: IN_STOCK_LABEL, remove: () => controls.setInStock(false) });
  }
  return chips;
}

export function ActiveFilters({
  filters,
  controls,
}: {
  filters: CatalogFilters & { category?: Category | undefined };
  controls: ListControls;
}) {
  const chips = chipsOf(filters, controls);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={`Remove filter: ${chip.label}`}
            onClick={chip.remove}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {chip.label}
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={controls.clearAll}
            className="h-9 px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
}
