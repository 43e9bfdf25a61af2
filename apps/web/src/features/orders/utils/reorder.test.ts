// The reorder rules of docs/product.md#orders-actions actions.
import { insufficientStock, MESSAGES } from '@shop/shared/messages';
import type { OrderItem } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { canReorder, reorderLines, reorderProblem } from './reorder.ts';

function item(product: string, quantity: number, prices: Partial<OrderItem> = {}): OrderItem {
  return {
    product,
    name: `Product ${product}`,
    quantity,
    price: 500,
    discountPrice: 400,
    originalPrice: 500,
    shippingCost: 0,
    image: '/media/placeholder.svg',
    category: 'Kitchen',
    filters: {},
    discount: 0,
    ...prices,
  };
}

describe('reorderLines', () => {
  it('takes the discount price when above zero, else the price, and 0 stock when it could not be read', () => {
    const lines = reorderLines([item('a', 1), item('b', 2, { discountPrice: 0 })], new Map([['a', 3]]));
    expect(lines.map((line) => [line.price, line.countInStock, line.inStock])).toEqual([
      [400, 3, true],
      [500, 0, false],
    ]);
  });
});

describe('reorderProblem', () => {
  it('needs items', () => {
    expect(reorderProblem([])).toBe(MESSAGES.noItemsToReorder);
  });

  it('is blocked by any line whose quantity exceeds its stock, naming those products', () => {
    const lines = reorderLines(
      [item('a', 2), item('b', 5), item('c', 1)],
      new Map([
        ['a', 2],
        ['b', 4],
        ['c', 0],
      ]),
    );
    expect(reorderProblem(lines)).toBe(insufficientStock(['Product b', 'Product c']));
    expect(canReorder(lines)).toBe(true);
  });

  it('says so when nothing is in stock, and the button is then disabled', () => {
    const lines = reorderLines([item('a', 1)], new Map([['a', 0]]));
    expect(reorderProblem(lines)).toBe(MESSAGES.noInStockToReorder);
    expect(canReorder(lines)).toBe(false);
  });

  it('lets a fully stocked order through', () => {
    expect(reorderProblem(reorderLines([item('a', 2)], new Map([['a', 2]])))).toBeNull();
  });
});
