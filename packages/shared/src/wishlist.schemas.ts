// Wishlist: response shapes of /api/wishlist (docs/product.md#wishlist). GET answers the entries
// themselves, a bare list, as the spec says (docs/decisions/022-spec-shapes-and-paging.md).
import { z } from 'zod';
import { productCardSchema } from './catalog.schemas.ts';

/** The product is a card: `_id`, and `images` as a list, the first being the main one, beside `image`. */
export const wishlistEntrySchema = z.object({ product: productCardSchema, addedAt: z.string() });
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** GET /api/wishlist: the saved entries, newest first. */
export const wishlistSchema = z.array(wishlistEntrySchema);
export type Wishlist = z.infer<typeof wishlistSchema>;

/** POST and DELETE /api/wishlist/{productId}: what was done, and the entries as they are now. */
export const wishlistChangeSchema = z.object({ message: z.string(), items: wishlistSchema });
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;

export const wishlistParamsSchema = z.object({ productId: z.string() });
