// Rules over cart lines shared by the cart page and the checkout (docs/product.md#cart-lines).
import type { CartItem } from '@shop/shared/cart.schemas';
import { toPaise } from '@shop/shared/money';
import { checkoutTotals, type Totals } from '@shop/shared/totals';
import { freeShippingOver } from '../../lib/shipping-words.ts';

/** What one unit of the line costs: the discount price when there is one (docs/product.md#orders-actions line rule). */
export function unitPrice(item: CartItem): number {
  return item.discountPrice > 0 ? item.discountPrice : item.price;
}

/**
 * The units a line can be bought from: its own combination's stock when the server says (decision 037), never more
 * than the product's count (the spec's field, the sum over its combinations).
 */
export function lineStock(item: CartItem): number {
  return Math.min(item.lineStock ?? item.product.countInStock, item.product.countInStock);
}

/** A line can be bought when the stock covers its quantity, as the server's checkout of the cart reads it. */
export function inStock(item: CartItem): boolean {
  const stock = lineStock(item);
  return stock > 0 && stock >= item.quantity;
}

/**
 * The shared totals rule over cart lines, in paise: out-of-stock lines count for nothing; shipping is free from the
 * shop's threshold, as the server prices it (docs/decisions/036).
 */
export function cartTotals(items: readonly CartItem[]): Totals {
  return checkoutTotals(
    items.map((item) => ({
      price: toPaise(unitPrice(item)),
      originalPrice: toPaise(item.price),
      quantity: item.quantity,
      shippingCost: toPaise(item.product.shippingCost),
      inStock: inStock(item),
    })),
    freeShippingOver(),
  );
}
