import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { buyNowLine, checkoutWith, defaultBuyNowLine, mustChooseOptions } from './buy-now.ts';

const storage = {
  name: 'Storage',
  values: ['128 GB', '256 GB'],
  priceAdjustments: [
    { value: '128 GB', price: 20_000, discountPrice: 18_000 },
    { value: '256 GB', price: 24_000, discountPrice: 21_000 },
  ],
};

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: 'p1',
    name: 'Phone',
    image: '/p1.webp',
    images: ['/p1.webp'],
    category: 'Electronics',
    subCategory: 'Phones',
    brand: 'Acme',
    badge: null,
    countInStock: 7,
    displayPrice: 18_000,
    originalPrice: 20_000,
    discountPercent: 10,
    cumulativeRating: 0,
    numReviews: 0,
    description: '',
    features: [],
    shippingCost: 0,
    basePrice: 20_000,
    discountPrice: 18_000,
    filters: [storage],
    createdAt: '2026-11-01T00:00:00.000Z',
    variants: [],
    ...overrides,
  };
}

describe('Buy Now', () => {
  it("a deal card buys one unit with the default options, at that choice's price", () => {
    const line = defaultBuyNowLine(product(), '/p1.webp');
    expect(line).toMatchObject({
      quantity: 1,
      filters: { Storage: '128 GB' },
      price: 20_000,
      discountPrice: 18_000,
      product: { _id: 'p1', countInStock: 7, image: '/p1.webp' },
    });
  });

  it("the product page's line keeps the choice, quantity and prices the page showed", () => {
    const line = buyNowLine(product(), {
      selection: { Storage: '256 GB' },
      quantity: 2,
      stock: 3,
      image: '/p1.webp',
      normal: 24_000,
      effective: 21_500,
    });
    expect(line).toMatchObject({
      quantity: 2,
      filters: { Storage: '256 GB' },
      price: 24_000,
      discountPrice: 21_500,
    });
    // Without the server's figures the shared pricing rule gives the choice's prices.
    const estimated = buyNowLine(product(), {
      selection: { Storage: '256 GB' },
      quantity: 1,
      stock: 3,
      image: '',
    });
    expect([estimated.price, estimated.discountPrice]).toEqual([24_000, 21_000]);
  });

  it('a product with stock per size or colour needs its options chosen on its page; priced options do not', () => {
    expect(mustChooseOptions(product())).toBe(false);
    expect(mustChooseOptions(product({ filters: [] }))).toBe(false);
    const sized = product({
      filters: [{ name: 'Size', values: ['S', 'M'], priceAdjustments: [] }],
      variants: [{ options: { Size: 'S' }, countInStock: 2 }],
    });
    expect(mustChooseOptions(sized)).toBe(true);
  });

  it('goes to the checkout with the one line in its location state', () => {
    const line = defaultBuyNowLine(product(), '/p1.webp');
    expect(checkoutWith(line)).toEqual({ to: '/checkout', state: { items: [line] } });
  });
});
