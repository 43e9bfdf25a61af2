// The list pages' filters and order live in the address (category-address.ts in the shared package), so a filtered
// page can be shared and Back restores it. Any change of a filter or of the order goes back to page 1
// (docs/product.md#catalogue-listing); a new category starts from a clean address.
import type { Category } from '@shop/shared/categories';
import {
  CATEGORY_DEFAULT_SORT,
  type CategoryFilters,
  categoryFilters,
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_DEFAULT_SORT,
  type SearchFilters,
  searchFilters,
} from '@shop/shared/category-address';
import type { SortOrder } from '@shop/shared/list-options';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductsQuery } from '../api/get-products.ts';

// Read and written by the shared module, so the server keeps a rendered page under exactly what the page reads.
export { PRICE_MAX, PRICE_MIN };
export type CatalogFilters = CategoryFilters;

/**
 * The filters an address asks for; the server renderer reads them the same way (the page's prefetch), and keeps
 * the rendered page under them alone (docs/decisions/024-server-rendering.md).
 */
export const filtersFromParams = categoryFilters;

/** The parameters a page keeps when the shopper clears the filters: its words and its order. */
const KEPT_ON_CLEAR = ['q', 'sort'];

function useListFilters<Filters extends CategoryFilters>(
  read: (params: URLSearchParams) => Filters,
  defaultSort: SortOrder,
) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => read(params), [read, params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, keepPage = false, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          if (!keepPage) next.delete('page');
          return next;
        },
        { preventScrollReset: keepPage === false, replace },
      );
    },
    [setParams],
  );

  /** Sets `name` to `value`, or removes it for undefined. */
  const setParam = (name: string, value: string | undefined) =>
    update((next) => (value === undefined ? next.delete(name) : next.set(name, value)));

  return {
    filters,
    defaultSort,
    setSubCategory: (subCategory: string | undefined) => setParam('sub', subCategory || undefined),
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
    setMinRating: (stars: number | undefined) => setParam('rating', stars?.toString()),
    setMinDiscount: (percent: number | undefined) => setParam('discount', percent?.toString()),
    setInStock: (inStock: boolean) => setParam('instock', inStock ? '1' : undefined),
    setSort: (sort: SortOrder) => setParam('sort', sort === defaultSort ? undefined : sort),
    /** The search page's category facet: a new category drops the subcategory of the one before. */
    setCategory: (category: Category | undefined) =>
      update((next) => {
        next.delete('sub');
        if (category) next.set('category', category.toLowerCase());
        else next.delete('category');
      }),
    /** `replace` corrects the address in place (a page past the last, shown as the last) rather than adding a step. */
    setPage: (page: number, { replace = false }: { replace?: boolean } = {}) =>
      update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')), true, replace),
    clearAll: () =>
      setParams((current) => {
        const next = new URLSearchParams();
        for (const name of KEPT_ON_CLEAR) {
          const value = current.get(name);
          if (value !== null) next.set(name, value);
        }
        return next;
      }),
  };
}

export function useCategoryFilters() {
  return useListFilters(categoryFilters, CATEGORY_DEFAULT_SORT);
}

export function useSearchFilters() {
  return useListFilters<SearchFilters>(searchFilters, SEARCH_DEFAULT_SORT);
}

export type ListControls = ReturnType<typeof useCategoryFilters>;

/** The API's price bounds for a slider range: the ends of the slider mean "no bound". */
export function priceBounds([low, high]: [number, number]): { minPrice?: number; maxPrice?: number } {
  return {
    ...(low > PRICE_MIN ? { minPrice: low } : {}),
    ...(high < PRICE_MAX ? { maxPrice: high } : {}),
  };
}

/** What the list asks the API for, besides its words and category: the default order is left to the API. */
export function listQuery(filters: CategoryFilters, defaultSort: SortOrder): ProductsQuery {
  return {
    subCategory: filters.subCategory,
    brands: filters.brands,
    ...priceBounds(filters.price),
    minRating: filters.minRating,
    minDiscount: filters.minDiscount,
    inStock: filters.inStock || undefined,
    sort: filters.sort === defaultSort ? undefined : filters.sort,
    page: filters.page,
  };
}

/** How many of the page's filters are set (the phone's Filters button shows it). */
export function activeFilterCount(filters: CategoryFilters & { category?: Category | undefined }): number {
  return (
    (filters.category ? 1 : 0) +
    (filters.subCategory ? 1 : 0) +
    filters.brands.length +
    (filters.price[0] > PRICE_MIN || filters.price[1] < PRICE_MAX ? 1 : 0) +
    (filters.minRating !== undefined ? 1 : 0) +
    (filters.minDiscount !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}
