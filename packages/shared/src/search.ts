// What Enter in the search box does (docs/product.md#search-enter), in this order.

import { CATEGORIES, type Category } from './categories.ts';

export interface SuggestionLike {
  _id: string;
  category: string;
}

/** How many products the text matches, and the first of them (`GET /api/products?q=&limit=1`). */
export interface SearchMatches {
  total: number;
  products: readonly SuggestionLike[];
}

export type SearchTarget =
  | { kind: 'category'; category: Category }
  | { kind: 'product'; category: string; productId: string }
  | { kind: 'results'; query: string }
  | { kind: 'not-found'; query: string };

/**
 * Normalises typed text as the search box and the results page's address do (category-address.ts): lower-cased,
 * trimmed, inner spaces collapsed.
 */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The category whose name is exactly the text, whatever its case: Enter opens it without asking for products. */
export function categoryNamed(
  text: string,
  categories: readonly Category[] = CATEGORIES,
): Category | undefined {
  const query = normaliseQuery(text);
  return categories.find((category) => category.toLowerCase() === query);
}

/**
 * Where Enter goes for `text`, given what it matches: an exact category name opens the category; one matching
 * product opens it; none goes to /product-not-found with the query; anything else opens the results page.
 * Undefined for blank text, which does nothing.
 */
export function resolveSearch(
  text: string,
  matches: SearchMatches,
  categories: readonly Category[] = CATEGORIES,
): SearchTarget | undefined {
  const query = normaliseQuery(text);
  if (!query) return undefined;
  const exact = categoryNamed(query, categories);
  if (exact) return { kind: 'category', category: exact };
  const [first] = matches.products;
  if (matches.total === 1 && first)
    return { kind: 'product', category: first.category, productId: first._id };
  if (matches.total === 0) return { kind: 'not-found', query };
  return { kind: 'results', query };
}
