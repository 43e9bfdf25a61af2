// Finding a demo-catalogue product with what a test needs (stock, options, images), through the storefront API.
import type { APIRequestContext } from '@playwright/test';

/** The first product, category by category in the order given, whose full record `wanted` accepts. */
export async function findProduct<Product>(
  request: APIRequestContext,
  categories: readonly string[],
  wanted: (product: Product) => boolean,
): Promise<Product> {
  for (const category of categories) {
    const list = await (await request.get(`/api/products?category=${category}&limit=100`)).json();
    for (const card of list.products as { _id: string }[]) {
      const product = (await (await request.get(`/api/products/${card._id}`)).json()) as Product;
      if (wanted(product)) return product;
    }
  }
  throw new Error('no product in the demo catalogue matches');
}

/**
 * Whether the product keeps one stock: a product with variants (docs/decisions/037-variants.md) sells each
 * combination of its options from its own units, so a test that reasons about `countInStock` whatever options it
 * chooses (or steps the quantity up to it) needs one without.
 */
export function keepsOneStock(product: { variants?: readonly unknown[] }): boolean {
  return (product.variants?.length ?? 0) === 0;
}
