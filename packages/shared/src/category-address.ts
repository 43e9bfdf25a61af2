// The addresses of the product lists (docs/product.md#catalogue-listing, docs/product.md#search-results): their
// filters and order live in the query string, so a filtered page can be shared and Back works. A category page
// reads ?sub=&brand=&min=&max=&rating=&discount=&instock=&sort=&page=, a search page the same plus q= and
// category=. The web app reads them through `categoryFilters` / `searchFilters`, and the server renders and keeps a
// page under `categoryQuery` / `searchQuery` of them (docs/decisions/024-server-rendering.md): two addresses that
// read as the same filters are one page, whatever else they carry and however they are written. Plain TypeScript,
// so the page need not load zod for it.
import { type Category, findCategory } from './categories.ts';
import {
  DISCOUNT_FILTERS,
  MAX_QUERY_LENGTH,
  RATING_FILTERS,
  SORT_ORDERS,
  type SortOrder,
} from './list-options.ts';
import { normaliseQuery } from './search.ts';

export const PRICE_MIN = 10;
export const PRICE_MAX = 10_000;

/** The order of a category page that names none: the spec's newest first. */
export const CATEGORY_DEFAULT_SORT: SortOrder = 'newest';
/** The order of a search page that names none. */
export const SEARCH_DEFAULT_SORT: SortOrder = 'relevance';

export interface CategoryFilters {
  /** Undefined when the address has none or an empty one. */
  subCategory: string | undefined;
  /** Distinct, non-empty and sorted: the order they were ticked in does not make another page. */
  brands: string[];
  /** The slider's range; [PRICE_MIN, PRICE_MAX] means no price filter. */
  price: [number, number];
  /** Customer rating at least this many stars (one of RATING_FILTERS), or undefined. */
  minRating: number | undefined;
  /** At least this many percent off (one of DISCOUNT_FILTERS), or undefined. */
  minDiscount: number | undefined;
  /** Only products in stock. */
  inStock: boolean;
  /** The order; the page's default one when the address names none, or one the page does not offer. */
  sort: SortOrder;
  page: number;
}

export interface SearchFilters extends CategoryFilters {
  /** The words searched for: lower-cased, trimmed, spaces collapsed, cut to MAX_QUERY_LENGTH; '' when none. */
  query: string;
  /** The category facet chosen, or undefined. */
  category: Category | undefined;
}

function clampPrice(text: string | null, fallback: number): number {
  if (text === null || text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value))) : fallback;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One of `offered` written exactly ("4", not "4.0" or " 4"), or undefined. */
function oneOf(text: string | null, offered: readonly number[]): number | undefined {
  return offered.find((value) => String(value) === text);
}

/**
 * The order an address names. Relevance is the search page's default and, without words to weigh, the category
 * page's default order (catalog.schemas.ts), so it reads as the default on both.
 */
function sortOf(text: string | null, fallback: SortOrder): SortOrder {
  const sort = SORT_ORDERS.find((order) => order === text);
  return sort === undefined || sort === 'relevance' ? fallback : sort;
}

function listFilters(params: URLSearchParams, defaultSort: SortOrder): CategoryFilters {
  const low = clampPrice(params.get('min'), PRICE_MIN);
  const high = clampPrice(params.get('max'), PRICE_MAX);
  const page = Number(params.get('page'));
  const brands = new Set(params.getAll('brand').filter((brand) => brand !== ''));
  return {
    subCategory: params.get('sub') || undefined,
    brands: [...brands].sort(byCodeUnits),
    price: [Math.min(low, high), Math.max(low, high)],
    minRating: oneOf(params.get('rating'), RATING_FILTERS),
    minDiscount: oneOf(params.get('discount'), DISCOUNT_FILTERS),
    inStock: params.get('instock') === '1',
    sort: sortOf(params.get('sort'), defaultSort),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes `filters` in a fixed order, defaults left out. */
function writeList(params: URLSearchParams, filters: CategoryFilters, defaultSort: SortOrder): string {
  if (filters.subCategory) params.set('sub', filters.subCategory);
  for (const brand of filters.brands) params.append('brand', brand);
  const [low, high] = filters.price;
  if (low > PRICE_MIN) params.set('min', String(low));
  if (high < PRICE_MAX) params.set('max', String(high));
  if (filters.minRating !== undefined) params.set('rating', String(filters.minRating));
  if (filters.minDiscount !== undefined) params.set('discount', String(filters.minDiscount));
  if (filters.inStock) params.set('instock', '1');
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The filters a category page's address asks for; any other parameter is not read. */
export function categoryFilters(params: URLSearchParams): CategoryFilters {
  return listFilters(params, CATEGORY_DEFAULT_SORT);
}

/**
 * The query string (without `?`) that asks for exactly `filters`, written one way: parameters in a fixed order,
 * defaults left out. `categoryFilters` reads it back as the same filters.
 */
export function categoryQuery(filters: CategoryFilters): string {
  return writeList(new URLSearchParams(), filters, CATEGORY_DEFAULT_SORT);
}

/** The words of a search as the page reads them: what the search box sends, however the address spells it. */
export function normaliseSearchText(text: string | null): string {
  return normaliseQuery(text ?? '')
    .slice(0, MAX_QUERY_LENGTH)
    .trimEnd();
}

/** The words, category and filters a search page's address asks for; any other parameter is not read. */
export function searchFilters(params: URLSearchParams): SearchFilters {
  return {
    query: normaliseSearchText(params.get('q')),
    category: findCategory(params.get('category')),
    ...listFilters(params, SEARCH_DEFAULT_SORT),
  };
}

/** As `categoryQuery`, for a search page: `searchFilters` reads it back as the same words and filters. */
export function searchQuery(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.category) params.set('category', filters.category.toLowerCase());
  return writeList(params, filters, SEARCH_DEFAULT_SORT);
}
