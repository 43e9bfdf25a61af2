// What Enter in the search box does (docs/product.md#search, Search), in this order.
import { CATEGORIES, type Category } from './categories.ts';

export interface SuggestionLike {
  _id: string;
  category: string;
}

export type SearchTarget =
  | { kind: 'category'; category: string }
  | { kind: 'product'; category: string; productId: string }
  | { kind: 'not-found'; query: string };

/** Normalises typed text the way the search box does: lower-cased and trimmed. */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase();
}

export function resolveSearch(
  text: string,
  suggestions: readonly SuggestionLike[],
  categories: readonly Category[] = CATEGORIES,
): SearchTarget | undefined {
  const query = normaliseQuery(text);
  if (!query) return undefined;
  const exact = categories.find((category) => category.toLowerCase() === query);
  if (exact) return { kind: 'category', category: exact };
  const [first] = suggestions;
  if (first && suggestions.length > 1) {
    const distinct = new Set(suggestions.map((s) => s.category));
    const [only] = distinct;
    return { kind: 'category', category: distinct.size === 1 && only ? only : first.category };
  }
  if (first) return { kind: 'product', category: first.category, productId: first._id };
  const containing = categories.find((category) => category.toLowerCase().includes(query));
  if (containing) return { kind: 'category', category: containing };
  return { kind: 'not-found', query };
}

/** Suggestions sorted alphabetically by what they display (docs/product.md#search). */
export function sortByDisplay<T extends { display: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.display.localeCompare(b.display, 'en', { sensitivity: 'base' }));
}
