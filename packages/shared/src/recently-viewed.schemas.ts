// "Recently viewed" (docs/decisions/039-phone-shopper-second-walk.md, docs/product.md#pages-home): shapes of
// /api/recently-viewed. The browser keeps the list for everyone; a signed-in shopper's is kept on the account too.
import { z } from 'zod';
import { productCardSchema } from './catalog.schemas.ts';
import { idSchema } from './common.schemas.ts';
import {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_REWRITE_SECONDS,
  RECENTLY_VIEWED_TITLE,
} from './recently-viewed.ts';

export { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_REWRITE_SECONDS, RECENTLY_VIEWED_TITLE };

/** POST /api/recently-viewed: the product whose page the signed-in shopper is looking at. */
export const recentlyViewedViewSchema = z.object({ productId: idSchema });
export type RecentlyViewedView = z.infer<typeof recentlyViewedViewSchema>;

/** Whether the view was written (false: the same product was written less than a minute ago). */
export const recentlyViewedRecordedSchema = z.object({ recorded: z.boolean() });
export type RecentlyViewedRecorded = z.infer<typeof recentlyViewedRecordedSchema>;

/** One product of the browser's list, with when the browser saw it (ISO time). */
export const recentlyViewedItemSchema = z.object({
  productId: idSchema,
  viewedAt: z.iso.datetime({ offset: true }),
});
export type RecentlyViewedItem = z.infer<typeof recentlyViewedItemSchema>;

/**
 * POST /api/recently-viewed/merge: the browser's list, handed to the account at sign-in. Each product keeps the later
 * of its two times (a time in the future counts as now), so merging twice changes nothing.
 */
export const recentlyViewedMergeSchema = z.object({
  items: z.array(recentlyViewedItemSchema).max(RECENTLY_VIEWED_MAX),
});
export type RecentlyViewedMerge = z.infer<typeof recentlyViewedMergeSchema>;

/**
 * GET /api/recently-viewed/products?ids=a,b: a visitor's list (the ids the browser keeps) as cards, in the order
 * asked, duplicates once; a product no longer sold is left out.
 */
export const recentlyViewedIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(RECENTLY_VIEWED_MAX * 25)
    .transform((text) => [...new Set(text.split(',').filter((id) => id.length > 0))])
    .pipe(
      z
        .array(idSchema)
        .min(1, 'Name at least one product')
        .max(RECENTLY_VIEWED_MAX, `Name at most ${RECENTLY_VIEWED_MAX} products`),
    ),
});

/** The list as product cards, newest first: the account's (GET, merge) or the ids asked for (products). */
export const recentlyViewedProductsSchema = z.object({
  products: z.array(productCardSchema).max(RECENTLY_VIEWED_MAX),
});
export type RecentlyViewedProducts = z.infer<typeof recentlyViewedProductsSchema>;
