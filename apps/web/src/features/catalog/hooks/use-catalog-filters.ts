// The category page's filters live in the address (?sub=&brand=&min=&max=&page=), so a filtered page can be
// shared and Back works. Any change of subcategory, brand or price goes back to page 1 (docs/product.md#catalogue-listing); a new
// category starts from a clean address.
import { type CategoryFilters, categoryFilters, PRICE_MAX, PRICE_MIN } from '@shop/shared/category-address';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// Read and written by the shared module, so the server keeps a rendered page under exactly what the page reads.
export { PRICE_MAX, PRICE_MIN };
export type CatalogFilters = CategoryFilters;

/**
 * The filters an address asks for; the server renderer reads them the same way (the page's prefetch), and keeps
 * the rendered page under them alone (docs/decisions/024-server-rendering.md).
 */
export const filtersFromParams = categoryFilters;

export function useCatalogFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => filtersFromParams(params), [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, keepPage = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          if (!keepPage) next.delete('page');
          return next;
        },
        { preventScrollReset: keepPage === false },
      );
    },
    [setParams],
  );

  return {
    filters,
    setSubCategory: (subCategory: string | undefined) =>
      update((next) => (subCategory ? next.set('sub', subCategory) : next.delete('sub'))),
    toggleBrand: (brand: string) =>
      update((next) => {
        const brands = next.getAll('brand');
        next.delete('brand');
        for (const b of brands.includes(brand) ? brands.filter((x) => x !== brand) : [...brands, brand])
          next.append('brand', b);
      }),
    setPrice: ([low, high]: [number, number]) =>
      update((next) => {
        if (low > PRICE_MIN) next.set('min', String(low));
        else next.delete('min');
        if (high < PRICE_MAX) next.set('max', String(high));
        else next.delete('max');
      }),
    setPage: (page: number) =>
      update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')), true),
    clearAll: () => setParams(new URLSearchParams()),
  };
}

/** The API's price bounds for a slider range: the ends of the slider mean "no bound". */
export function priceBounds([low, high]: [number, number]): { minPrice?: number; maxPrice?: number } {
  return {
    ...(low > PRICE_MIN ? { minPrice: low } : {}),
    ...(high < PRICE_MAX ? { maxPrice: high } : {}),
  };
}
