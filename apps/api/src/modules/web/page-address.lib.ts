// The address a server-rendered page is rendered and kept under (docs/decisions/024-server-rendering.md): its path
// and only the query parameters the page reads, written one way. A category page reads its filters, the search
// page its words and filters (`@shop/shared/category-address`, the web app's own reader); the other rendered pages
// (home, product, static pages) read none. So a made-up parameter (`?x=<random>`, a campaign tag) costs no render and takes no room among
// the kept pages, and every address of one page gets the same kept page.
import { categoryFilters, categoryQuery, searchFilters, searchQuery } from '@shop/shared/category-address';

/** `/shop/{category}`, as the web app's route table matches it (a trailing slash too). */
const CATEGORY_PAGE = /^\/shop\/[^/]+\/?$/;
/** `/search`, the search results page. */
const SEARCH_PAGE = /^\/search\/?$/;

/** The query string a page at `pathname` is rendered from, out of the address's `params`. */
function ownQuery(pathname: string, params: () => URLSearchParams): string {
  if (CATEGORY_PAGE.test(pathname)) return categoryQuery(categoryFilters(params()));
  if (SEARCH_PAGE.test(pathname)) return searchQuery(searchFilters(params()));
  return '';
}

/** The path and query of `url` (a request's path and query) that the page it names is rendered from. */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const query = ownQuery(pathname, () => new URLSearchParams(at === -1 ? '' : url.slice(at + 1)));
  return query === '' ? pathname : `${pathname}?${query}`;
}
