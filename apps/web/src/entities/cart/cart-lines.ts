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
 * What a line that cannot be bought as it is says of its stock: 'Out of stock', or 'Only N left' when fewer units are
 * left than it holds; undefined for a line in stock (docs/product.md#cart-page).
 */
export function stockShortfall(item: CartItem): string | undefined {
  if (inStock(item)) return undefined;
  const stock = lineStock(item);
  return stock > 0 ? `Only ${stock} left` : 'Out of stock';
}

/** The units the header's badge counts: those of the lines that can be bought, as the totals count them. */
export function buyableUnits(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => (inStock(item) ? sum + item.quantity : sum), 0);
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
