// The category page's filters (docs/product.md#catalogue-listing): clear all, subcategories, brands, price.
import type { Category } from '@shop/shared/categories';
import { MESSAGES } from '@shop/shared/messages';
import { ErrorState } from '../../../components/error-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useFilters } from '../api/get-filters.ts';
import type { useCatalogFilters } from '../hooks/use-catalog-filters.ts';
import { PriceRange } from './price-range.tsx';

type Controls = ReturnType<typeof useCatalogFilters>;

function Heading({ children }: { children: string }) {
  return <h3 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{children}</h3>;
}

export function FilterPanel({ category, controls }: { category: Category; controls: Controls }) {
  const data = useFilters(category);
  const { filters } = controls;
  const subCategories = data.data?.subCategories.map((s) => s.subCategory) ?? [];
  const brands = data.data?.brands.map((b) => b.brand) ?? [];
  const activeSub = filters.subCategory?.toLowerCase();

  return (
    <div className="space-y-6">
      <Button onClick={controls.clearAll} variant="link" className="text-sm">
        Clear all filters
      </Button>
      {data.isError && (
        <ErrorState
          message={errorMessage(data.error, MESSAGES.failedToFetchFilters)}
          onRetry={() => data.refetch()}
        />
      )}
      <section aria-label="Subcategories">
        <Heading>Category</Heading>
        <ul className="space-y-1">
          {[undefined, ...subCategories].map((sub) => {
            const active = sub === undefined ? activeSub === undefined : sub.toLowerCase() === activeSub;
            return (
              <li key={sub ?? '*'}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => controls.setSubCategory(sub)}
                  className={cn(
                    'w-full rounded-lg px-3 py-1.5 text-left text-sm',
                    active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-50',
                  )}
                >
                  {sub ?? `All ${category}`}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      {brands.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">
            Brand
          </legend>
          <ul className="space-y-1.5">
            {brands.map((brand) => (
              <li key={brand}>
                <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={filters.brands.includes(brand)}
                    onChange={() => controls.toggleBrand(brand)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {brand}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <section aria-label="Price">
        <Heading>Price</Heading>
        <PriceRange value={filters.price} onChange={controls.setPrice} />
      </section>
    </div>
  );
}
