// Pagination window (docs/product.md#catalogue-listing): at most 5 numbered buttons around the current page, with the first and last
// page and ellipses where pages are skipped.

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export const MAX_PAGE_BUTTONS = 5;

/** Products on a category page (docs/product.md#catalogue-listing). Here, not in catalog.schemas, so the page need not load zod for it. */
export const PRODUCTS_PAGE_SIZE = 12;

/**
 * The most items a list answers when asked without `page` or `limit`: the spec's bare lists of products and of
 * reviews (docs/decisions/022-spec-shapes-and-paging.md). Whoever needs more pages through them.
 */
export const UNPAGED_LIST_MAX = 500;

/** A list query with `page` or `limit` asks for the paged envelope; one with neither, for the spec's bare list. */
export function asksForPage(query: { page?: number | undefined; limit?: number | undefined }): boolean {
  return query.page !== undefined || query.limit !== undefined;
}

export function paginationWindow(current: number, pages: number): PageItem[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(1, current), pages);
  if (pages <= MAX_PAGE_BUTTONS) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = Math.floor(MAX_PAGE_BUTTONS / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pages, start + MAX_PAGE_BUTTONS - 1);
  start = Math.max(1, end - MAX_PAGE_BUTTONS + 1);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis-start');
  }
  for (let n = start; n <= end; n++) items.push(n);
  if (end < pages) {
    if (end < pages - 1) items.push('ellipsis-end');
    items.push(pages);
  }
  return items;
}

/** "Showing X-Y of N products" numbers for a page (docs/product.md#catalogue-listing). */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(total, page * limit) };
}
