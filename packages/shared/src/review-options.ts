// What the review list offers (docs/product.md#reviews), as plain values the product page reads without zod, so its
// first load carries no schema (review.schemas.ts builds the query's schema from these): the orders a list can be
// sorted in, and the words of a "helpful" vote that did not go through.

/**
 * Newest first (the spec's order, and the one without `sort`), most helpful first (then newest), with photos first
 * (then newest).
 */
export const REVIEW_SORTS = ['newest', 'helpful', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  helpful: 'Most helpful',
  photos: 'With photos first',
};

export const VOTE_FAILED = 'Could not save your vote. Please try again.';
