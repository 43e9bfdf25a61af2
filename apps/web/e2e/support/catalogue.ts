// Finding a demo-catalogue product with what a test needs (stock, options, images), through the storefront API.
import type { APIRequestContext } from '@playwright/test';

/**
 * The first product, category by category in the order given, whose full record `wanted` accepts. Products that
 * keep their stock per size and colour (docs/decisions/037-variants.md) are passed over: these tests reason about
 * one stock, `countInStock`, whatever options they choose.
 */
export async function findProduct<Product>(
  request: APIRequestContext,
  categories: readonly string[],
  wanted: (product: Product) => boolean,
): Promise<Product> {
  for (const category of categories) {
    const list = await (await request.get(`/api/products?category=${category}&limit=100`)).json();
    for (const card of list.products as { _id: string }[]) {
      const product = (await (await request.get(`/api/products/${card._id}`)).json()) as Product & {
        variants?: unknown[];
      };
      if ((product.variants?.length ?? 0) === 0 && wanted(product)) return product;
    }
  }
  throw new Error('no product in the demo catalogue matches');
}
