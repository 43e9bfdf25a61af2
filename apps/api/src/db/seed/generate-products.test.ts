// The demo catalogue looks finished (docs/decisions/004-demo-catalogue-and-images.md): every product has pictures and a name of its own, at the demo size
// and at the benchmark's.
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
