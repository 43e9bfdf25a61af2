// The category page's address (docs/product.md#catalogue-listing): its filters live in the query string,
// ?sub=&brand=&min=&max=&page=, so a filtered page can be shared and Back works. The web app reads the filters
// through `categoryFilters`, and the server renders and keeps a category page under `categoryQuery` of them
// (docs/decisions/024-server-rendering.md): two addresses that read as the same filters are one page, whatever
// else they carry and however they are written. Plain TypeScript, so the page need not load zod for it.

export const PRICE_MIN = 10;
export const PRICE_MAX = 10_000;

export interface CategoryFilters {
  /** Undefined when the address has none or an empty one. */
  subCategory: string | undefined;
  /** Distinct, non-empty and sorted: the order they were ticked in does not make another page. */
  brands: string[];
  /** The slider's range; [PRICE_MIN, PRICE_MAX] means no price filter. */
  price: [number, number];
  page: number;
}

function clampPrice(text: string | null, fallback: number): number {
  if (text === null || text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value))) : fallback;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The filters an address asks for; any other parameter is not read. */
export function categoryFilters(params: URLSearchParams): CategoryFilters {
  const low = clampPrice(params.get('min'), PRICE_MIN);
  const high = clampPrice(params.get('max'), PRICE_MAX);
  const page = Number(params.get('page'));
  const brands = new Set(params.getAll('brand').filter((brand) => brand !== ''));
  return {
    subCategory: params.get('sub') || undefined,
    brands: [...brands].sort(byCodeUnits),
    price: [Math.min(low, high), Math.max(low, high)],
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query string (without `?`) that asks for exactly `filters`, written one way: parameters in a fixed order,
 * defaults left out. `categoryFilters` reads it back as the same filters.
 */
export function categoryQuery(filters: CategoryFilters): string {
  const params = new URLSearchParams();
  if (filters.subCategory) params.set('sub', filters.subCategory);
  for (const brand of filters.brands) params.append('brand', brand);
  const [low, high] = filters.price;
  if (low > PRICE_MIN) params.set('min', String(low));
  if (high < PRICE_MAX) params.set('max', String(high));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}
