// A numbered page of a list (pages count from 1): the rows it skips, and the figures its answer carries.

/** How many rows come before `page` when each page holds `limit`. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** The last page of `total` rows, `limit` a page: 1 when there are none, so a list always has a page to show. */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The paging figures of an answer: how many rows in all, this page, and how many pages they fill. */
export function pageFigures(total: number, page: number, limit: number) {
  return { total, page, pages: Math.ceil(total / limit) };
}
