// "Move to cart" on a wishlist card (docs/product.md#wishlist): one unit into the cart with the product's default
// options, then off the wishlist; a product sold by size or colour opens its page to choose
// (utils/move-to-cart.ts). A refused add (out of stock, the per-order cap) shows the cart's words and leaves the
// product on the wishlist: it is removed only once the cart has it.
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../../../entities/cart/add-to-cart.ts';
import { useWishlistChange } from '../../../entities/wishlist/change-wishlist.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { productPath } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { getProductOptions } from '../api/get-product-options.ts';
import { MOVED_TO_CART, moveToCart } from '../utils/move-to-cart.ts';

/** `move` answers whether the product left the wishlist (its card is gone). */
export function useMoveToCart() {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const changeWishlist = useWishlistChange();
  // The product whose move is under way: one at a time, so two taps never add two units.
  const [moving, setMoving] = useState<string | null>(null);

  // Without a valid token the wishlist's actions go to /login (docs/product.md#wishlist), which leads to sign-in.
  const failed = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.status === 401) navigate('/login');
    else toast.error(errorMessage(error, fallback));
    return false;
  };

  const move = async (product: ProductCard): Promise<boolean> => {
    if (moving) return false;
    setMoving(product._id);
    try {
      let decision: ReturnType<typeof moveToCart>;
      try {
        decision = moveToCart(await getProductOptions(product._id));
      } catch (error) {
        return failed(error, MESSAGES.errorFetchingProduct);
      }
      if (decision.kind === 'sold-out') {
        toast.error(decision.message);
        return false;
      }
      if (decision.kind === 'choose') {
        toast.info(decision.message);
        await navigate(productPath(product.category, product._id));
        return false;
      }
      try {
        await addToCart.mutateAsync({ productId: product._id, quantity: 1, filters: decision.filters });
      } catch (error) {
        return failed(error, MESSAGES.errorAddingToCart);
      }
      try {
        await changeWishlist.mutateAsync({ productId: product._id, add: false });
      } catch (error) {
        // In the cart now, and still saved: the shopper can remove it with its ×.
        return failed(error, MESSAGES.errorRemovingFromWishlist);
      }
      toast.success(MOVED_TO_CART);
      return true;
    } finally {
      setMoving(null);
    }
  };
  return { move, moving };
}
