// FREE_SHIPPING_OVER_RUPEES (docs/decisions/036, "One set of promises"): the server prices every order with the
// threshold the shop set, the same one its pages announce (docs/decisions/023), not the built-in ₹499.
import { toRupees } from '@shop/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codOrder, setStock, shopper } from '../../../test/order-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ template: 'demo', env: { FREE_SHIPPING_OVER_RUPEES: '5000' } });
});
afterAll(async () => {
  await t?.close();
});

describe('FREE_SHIPPING_OVER_RUPEES', () => {
  it("charges a product's shipping below the shop's threshold, though the order passes the default ₹499", async () => {
    // A product with a fee whose price alone is between ₹499 and ₹5,000.
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'shipping_cost as shippingCost', 'base_price as price'])
      .where('shipping_cost', '>', 0)
      .where('discount_price', '=', 0)
      .where('base_price', '>=', 600_00)
      .where('base_price', '<', 2000_00)
      .where(({ fn, ref }) => fn('jsonb_array_length', [ref('filters')]), '=', 0)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await setStock(t, product.id, 20);

    const below = await codOrder(t, await shopper(t), [{ product: product.id, quantity: 1 }]);
    expect(below.priceSummary.shippingCost).toBe(toRupees(product.shippingCost));
    expect(below.priceSummary.total).toBe(toRupees(product.price + product.shippingCost));

    const quantity = Math.ceil(5000_00 / product.price);
    const above = await codOrder(t, await shopper(t), [{ product: product.id, quantity }]);
    expect(above.priceSummary.shippingCost).toBe(0);
  });
});
