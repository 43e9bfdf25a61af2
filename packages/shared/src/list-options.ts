// The orders and filters a product list offers (docs/product.md#catalogue-sort, docs/product.md#catalogue-facets),
// as plain values: the category and search pages read their address with them (category-address.ts) and must not
// load zod to do it, as PRODUCTS_PAGE_SIZE in pagination.ts. catalog.schemas.ts declares the API's query with these.

/**
 * The orders a list can be sorted in. Without one, a search is in `relevance` order and a category in the spec's
 * newest-first order (`newest`).
 */
export const SORT_ORDERS = [
  'relevance',
  'popular',
  'price_asc',
  'price_desc',
  'newest',
  'rating',
  'discount',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The customer-rating filters offered ("4★ & above"), and the discount ones ("30% or more"). */
export const RATING_FILTERS = [4, 3] as const;
export const DISCOUNT_FILTERS = [50, 40, 30, 20, 10] as const;

/** The longest search text the list answers (`q`): the API refuses a longer one (400), the pages cut it to this. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The quick prices of docs/product.md#catalogue-listing, in the spec's words, as the bounds the list is asked for
 * (rupees, inclusive; a missing bound is none): a list counts its products for each (`facets.prices`, in this
 * order), so the count beside a quick price is what a click on it shows.
 */
export const PRICE_CHOICES: readonly { label: string; minPrice?: number; maxPrice?: number }[] = [
  { label: 'Under ₹50', maxPrice: 50 },
  { label: 'Under ₹100', maxPrice: 100 },
  { label: 'Under ₹500', maxPrice: 500 },
  { label: 'Under ₹1000', maxPrice: 1000 },
  { label: 'Above ₹1,000', minPrice: 1000 },
  { label: 'Above ₹5,000', minPrice: 5000 },
];
