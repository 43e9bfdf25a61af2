// The search results page's title and description (docs/product.md#search-results), for the words as the page reads
// them (`normaliseSearchText` in category-address.ts): the server's head and the browser's title agree. Apart from
// seo.ts, which every public page loads, so that only the search page carries them.
import { metaDescription } from './seo.ts';

/** The title before " | {shop name}". */
export function searchPageTitle(query: string): string {
  return query ? `Results for "${query}"` : 'Search';
}

export function searchPageDescription(query: string, shopName: string): string {
  return metaDescription(
    query
      ? `Products matching "${query}" at ${shopName}: compare brands, ratings and prices in rupees.`
      : `Search the products of ${shopName}.`,
  );
}
