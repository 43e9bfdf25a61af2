// The lines being bought (docs/product.md#checkout-steps: "receives items via navigation state", from the cart or Buy Now).
// The state survives a reload; when it is missing or malformed, the cart's in-stock lines are used instead.
import { type CartItem, cartItemSchema } from '@shop/shared/cart.schemas';
import type { OrderLineRequest } from '@shop/shared/order.schemas';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { inStock } from '../../../entities/cart/cart-lines.ts';
import { useCart } from '../../../entities/cart/get-cart.ts';

const stateSchema = z.object({ items: z.array(cartItemSchema).min(1) });

export function useCheckoutLines(): { lines: CartItem[]; loading: boolean } {
  const location = useLocation();
  const fromState = stateSchema.safeParse(location.state);
  const cart = useCart();
  if (fromState.success) return { lines: fromState.data.items, loading: false };
  return { lines: (cart.data?.items ?? []).filter(inStock), loading: cart.isPending };
}

/** What the server is asked to price: product, options, quantity, and nothing about money. */
export function orderLines(lines: readonly CartItem[]): OrderLineRequest[] {
  return lines.map((line) => ({ product: line.product._id, quantity: line.quantity, filters: line.filters }));
}
