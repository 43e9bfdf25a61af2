// Which automatic offers a product card and a product page show (docs/product.md#checkout-promotions): the ones
// whose target is the product, by the server's rule, and on the product page the whole-order ones too.
import type { Offer } from '@shop/shared/promotion.schemas';
import { describe, expect, it } from 'vitest';
import { offersFor } from './offers.ts';

const offer = (id: string, target: Offer['target'], targetValues: string[]): Offer => ({
  id,
  title: id,
  badge: `badge ${id}`,
  target,
  targetValues,
});

const kettle = { _id: 'p-kettle', category: 'Kitchen', brand: 'Prestige' };
const offers = [
  offer('by-product', 'products', ['p-other', 'p-kettle']),
  offer('by-category', 'categories', ['Kitchen']),
  offer('by-brand', 'brands', ['PRESTIGE']),
  offer('whole-order', 'order', []),
  offer('elsewhere', 'categories', ['Fashion']),
  offer('other-brand', 'brands', ['Pigeon']),
];

describe('offersFor', () => {
  it("keeps the offers aimed at the product's id, category and brand (brand in any case), not others", () => {
    expect(offersFor(offers, kettle, { wholeOrder: false }).map((one) => one.id)).toEqual([
      'by-product',
      'by-category',
      'by-brand',
    ]);
  });

  it('adds the whole-order offers on the product page only', () => {
    expect(offersFor(offers, kettle, { wholeOrder: true }).map((one) => one.id)).toContain('whole-order');
    expect(offersFor(offers, kettle, { wholeOrder: false }).map((one) => one.id)).not.toContain(
      'whole-order',
    );
  });

  it('finds nothing for a product no offer is aimed at', () => {
    const pen = { _id: 'p-pen', category: 'Stationery', brand: 'Cello' };
    expect(offersFor(offers, pen, { wholeOrder: false })).toEqual([]);
  });
});
