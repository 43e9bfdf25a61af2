import { describe, expect, it } from 'vitest';
import { moveToCart } from './move-to-cart.ts';

const filter = (name: string, values: string[]) => ({ name, values, priceAdjustments: [] });
const variant = (options: Record<string, string>, countInStock: number) => ({ options, countInStock });

describe('Move to cart on a wishlist card', () => {
  it('adds a product without options, or one keeping one stock for its options, with its defaults', () => {
    expect(moveToCart({ name: 'Pen', filters: [], variants: [], countInStock: 4 })).toEqual({
      kind: 'add',
      filters: {},
    });
    expect(
      moveToCart({
        name: 'Phone',
        filters: [filter('Storage', ['128 GB', '256 GB'])],
        variants: [],
        countInStock: 9,
      }),
    ).toEqual({ kind: 'add', filters: {} });
  });

  it('adds the one combination a product sells', () => {
    const tee = {
      name: 'Tee',
      filters: [filter('Size', ['S', 'M'])],
      variants: [variant({ Size: 'M' }, 2)],
      countInStock: 2,
    };
    expect(moveToCart(tee)).toEqual({ kind: 'add', filters: { Size: 'M' } });
  });

  it('adds even when out of stock, so the cart refuses it in its own words', () => {
    expect(moveToCart({ name: 'Pen', filters: [], variants: [], countInStock: 0 })).toEqual({
      kind: 'add',
      filters: {},
    });
  });

  it('sends a product sold by size and colour to its page, naming what to choose', () => {
    const kurta = {
      name: 'Cotton Kurta',
      filters: [filter('Size', ['S', 'M']), filter('Color', ['Black', 'Red']), filter('Fit', ['Regular'])],
      variants: [
        variant({ Size: 'S', Color: 'Black', Fit: 'Regular' }, 0),
        variant({ Size: 'M', Color: 'Red', Fit: 'Regular' }, 3),
      ],
      countInStock: 3,
    };
    expect(moveToCart(kurta)).toEqual({
      kind: 'choose',
      message: 'Choose the Size and Color you want, then add Cotton Kurta to your cart.',
    });
  });

  it("refuses a product whose every combination is sold out in the cart's words", () => {
    const shoe = {
      name: 'Runner',
      filters: [filter('Size', ['UK 7', 'UK 8'])],
      variants: [variant({ Size: 'UK 7' }, 0), variant({ Size: 'UK 8' }, 0)],
      countInStock: 0,
    };
    expect(moveToCart(shoe)).toEqual({
      kind: 'sold-out',
      message: 'Cannot add more Runner . Only 0 in stock.',
    });
  });
});
