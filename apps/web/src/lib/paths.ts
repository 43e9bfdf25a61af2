// Links to the shop's pages, in one place.
export function categoryPath(category: string): string {
  return `/shop/${encodeURIComponent(category.toLowerCase())}`;
}

export function productPath(category: string, productId: string): string {
  return `${categoryPath(category)}/${encodeURIComponent(productId)}`;
}

/** The search results page for `query` (docs/product.md#search-results), written as the page's address reads it. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}
