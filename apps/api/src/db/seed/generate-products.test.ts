// The demo catalogue looks finished (docs/decisions/004-demo-catalogue-and-images.md): every product has pictures and a name of its own, at the demo size
// and at the benchmark's; optioned clothes keep stock per size and colour, the same every time (decision 037).
import { defaultSelection } from '@shop/shared/pricing';
import { variantKey } from '@shop/shared/variants';
import { describe, expect, it } from 'vitest';
import { generateProducts } from './generate-products.ts';
import { DEMO_PRODUCT_COUNT } from './seed.ts';

describe('the demo catalogue', () => {
  it.each([DEMO_PRODUCT_COUNT, 20_000])('gives each of %i products pictures and a unique name', (count) => {
    const products = generateProducts(count);
    expect(products.filter((product) => product.images.length === 0)).toEqual([]);
    const seen = new Set<string>();
    const repeated = products
      .map((product) => product.name)
      .filter((name) => seen.has(name) || !seen.add(name));
    expect(repeated).toEqual([]);
  });
});

describe('the demo catalogue’s variants (docs/decisions/037-variants.md)', () => {
  const products = generateProducts(DEMO_PRODUCT_COUNT);
  const optioned = products.filter((product) => product.variants.length > 0);

  it('is the same catalogue every time', () => {
    expect(generateProducts(DEMO_PRODUCT_COUNT)).toEqual(products);
  });

  it('gives clothes, shoes and anything sold in sizes one row per combination, their stock the sum', () => {
    expect(new Set(optioned.map((product) => product.category))).toEqual(new Set(['Fashion', 'Pets']));
    for (const product of optioned) {
      const combinations = product.filters.reduce((count, filter) => count * filter.values.length, 1);
      expect(product.variants).toHaveLength(combinations);
      expect(new Set(product.variants.map((variant) => variant.key)).size).toBe(combinations);
      expect(product.count_in_stock).toBe(
        product.variants.reduce((sum, variant) => sum + variant.count_in_stock, 0),
      );
    }
    const fashion = products.filter((product) => product.category === 'Fashion');
    expect(fashion.every((product) => product.variants.length > 0)).toBe(true);
  });

  it('sells out a few combinations of products in stock, never the default one a shopper gets unchosen', () => {
    const inStock = optioned.filter((product) => product.count_in_stock > 0);
    for (const product of inStock) {
      const chosen = variantKey(defaultSelection(product.filters));
      expect(product.variants.find((variant) => variant.key === chosen)?.count_in_stock).toBeGreaterThan(0);
    }
    const soldOut = inStock.flatMap((product) =>
      product.variants.filter((variant) => variant.count_in_stock === 0),
    );
    expect(soldOut.length).toBeGreaterThan(inStock.length / 2);
  });
});
