// Products and promotions a browser test makes for itself through the admin API, so a promotion aims at those
// products only and no other test's prices move; each promotion comes with the function that ends it.
import { type APIRequestContext, expect } from '@playwright/test';
import type { PromotionInput } from '@shop/shared/promotion.schemas';
import type { TestAccount } from './accounts.ts';
import { authHeader } from './shop.ts';

/** A Stationery product of the admin's, free to ship, at `price` rupees. */
export async function createProduct(
  request: APIRequestContext,
  admin: TestAccount,
  name: string,
  price: number,
  brand = 'Promo Test Goods',
): Promise<{ _id: string; name: string }> {
  const created = await request.post('/api/admin/products', {
    headers: authHeader(admin),
    data: {
      name,
      description: 'A product for the promotions browser test.',
      category: 'Stationery',
      subCategory: 'Desk',
      brand,
      countInStock: 50,
      basePrice: price,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { product: { _id: string; name: string } }).product;
}

/** Creates a promotion and returns a function that ends it (PUT with status "ended"). */
export async function createPromotion(
  request: APIRequestContext,
  admin: TestAccount,
  input: PromotionInput,
): Promise<() => Promise<void>> {
  const created = await request.post('/api/admin/promotions', { headers: authHeader(admin), data: input });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  return async () => {
    const ended = await request.put(`/api/admin/promotions/${id}`, {
      headers: authHeader(admin),
      data: { ...input, status: 'ended', version },
    });
    expect(ended.status(), await ended.text()).toBe(200);
  };
}
