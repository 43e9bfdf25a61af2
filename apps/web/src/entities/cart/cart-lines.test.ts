// Which cart lines count, as the server's checkout of the cart reads them (docs/product.md#cart-lines).
import type { CartItem } from '@shop/shared/cart.schemas';
import { describe, expect, it } from 'vitest';
import { buyableUnits, cartTotals, inStock, lineStock, stockShortfall } from './cart-lines.ts';

function item(quantity: number, productStock: number, ownStock?: number): CartItem {
  return {
    product: {
      _id: 'a'.repeat(24),
      name: 'Kurta',
      image: '/media/placeholder.svg',
      category: 'Fashion',
      countInStock: productStock,
      shippingCost: 0,
      basePrice: 500,
      discountPrice: 0,
    },
    quantity,
    ...(ownStock !== undefined && { lineStock: ownStock }),
    price: 500,
    discountPrice: 0,
    filters: { Size: 'L' },
  };
}

describe('a cart line in stock', () => {
  it('reads its own combination’s stock, not the product’s sum over its sizes', () => {
    // The product has 8 units in other sizes; this size has none left.
    const soldOutSize = item(1, 8, 0);
    expect(lineStock(soldOutSize)).toBe(0);
    expect(inStock(soldOutSize)).toBe(false);
    expect(cartTotals([soldOutSize, item(1, 8, 2)]).subtotal).toBe(500_00);
  });

  it('falls back to the product’s count from a server that does not send the line’s', () => {
    expect(inStock(item(2, 2))).toBe(true);
    expect(inStock(item(3, 2))).toBe(false);
  });
});

describe('a line short of stock', () => {
  it('says it is out of stock, or how many are left, and is left out of the badge’s count', () => {
    const soldOut = item(2, 8, 0);
    const short = item(3, 8, 2);
    const fine = item(2, 8, 2);
    expect(stockShortfall(soldOut)).toBe('Out of stock');
    expect(stockShortfall(short)).toBe('Only 2 left');
    expect(stockShortfall(fine)).toBeUndefined();
    expect(buyableUnits([soldOut, short, fine])).toBe(2);
  });
});
