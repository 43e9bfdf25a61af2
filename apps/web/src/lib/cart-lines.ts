import type { CartItem } from '@shop/shared/cart.schemas';

/** What one unit of the line costs: the discount price when there is one (spec §3 Reorder line rule). */
export function unitPrice(item: CartItem): number {
  return item.discountPrice > 0 ? item.discountPrice : item.price;
}

/** A line can be bought when the stock covers its quantity. */
export function inStock(item: CartItem): boolean {
  return item.product.countInStock > 0 && item.product.countInStock >= item.quantity;
}
