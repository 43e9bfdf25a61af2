// "Recently viewed" (docs/decisions/039-phone-shopper-second-walk.md): its numbers and words, without zod, so the
// home and product pages read them without loading the schemas (recently-viewed.schemas.ts holds the shapes).

/** How many products the list keeps, newest first, in the browser and on the account alike (decision 039). */
export const RECENTLY_VIEWED_MAX = 12;

/** A product page seen again within this time is not written again (decision 039: once a minute per product). */
export const RECENTLY_VIEWED_REWRITE_SECONDS = 60;

/** What the section is called, on the home page and the product page. */
export const RECENTLY_VIEWED_TITLE = 'Recently viewed';
