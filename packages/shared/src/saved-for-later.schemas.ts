// Saved for later: request and response shapes of /api/cart/saved (docs/product.md#cart-saved, docs/decisions/039-
// phone-shopper-second-walk.md). A saved line is a cart line moved aside: the same key (product and canonical
// options), the same shape, priced by the server when read; the cart's own shapes are unchanged (decision 022).
import { z } from 'zod';
import { cartItemSchema, cartSchema, selectedFiltersSchema } from './cart.schemas.ts';
import { idSchema } from './common.schemas.ts';

/** A saved line: a cart line's fields, and when it was saved. */
export const savedItemSchema = cartItemSchema.extend({ savedAt: z.string() });
export type SavedItem = z.infer<typeof savedItemSchema>;

/** GET /api/cart/saved: the saved lines of products still on sale, newest first. */
export const savedForLaterSchema = z.object({ items: z.array(savedItemSchema) });
export type SavedForLater = z.infer<typeof savedForLaterSchema>;

/** Every change answers what was done, and both lists as they are now, so the page shows them in one step. */
export const savedForLaterChangeSchema = z.object({
  message: z.string(),
  cart: cartSchema,
  saved: savedForLaterSchema,
});
export type SavedForLaterChange = z.infer<typeof savedForLaterChangeSchema>;

/** One line of either list, as the cart names it: the product and the options the line shows. */
export const savedLineRequestSchema = z.object({ productId: idSchema, filters: selectedFiltersSchema });
export type SavedLineRequest = z.infer<typeof savedLineRequestSchema>;

export const SAVED_FOR_LATER_MESSAGES = {
  saved: 'Saved for later',
  movedToCart: 'Moved to your cart',
  removed: 'Removed from Saved for later',
  /** Moving a line the cart no longer has (another tab moved or removed it). */
  notInCart: 'This item is no longer in your cart',
  /** Moving back a line no longer saved, or one whose product the shop no longer sells. */
  notSaved: 'This item is no longer in Saved for later',
  /** The page's words when the server gives none (a lost connection). */
  errorFetching: 'Could not load your saved items',
  errorSaving: 'Could not save the item for later',
  errorMoving: 'Could not move the item to your cart',
  errorRemoving: 'Could not remove the saved item',
} as const;

/** Past SAVED_FOR_LATER_PER_ACCOUNT lines: the line stays in the cart. */
export function tooManySavedForLater(cap: number): string {
  return `You can keep at most ${cap} items in Saved for later. Remove one to save another.`;
}
