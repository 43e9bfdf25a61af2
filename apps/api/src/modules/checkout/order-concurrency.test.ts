// Stock under concurrency on real PostgreSQL (docs/product.md#catalogue-stock, docs/decisions/011-checkout-and-payment.md): a hundred shoppers racing for
// the last ten units end with exactly ten orders (or holds), stock zero and ninety clear 409s, never a 500.
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { madeBeforeAll } from '../../../test/before-all.ts';
import {
  expectedTotals,
  placeCod,
  processPayment,
  shoppers,
  stockedProduct,
  stockOf,
  type TestProduct,
} from '../../../test/order-helpers.ts';
import { rowCount } from '../../../test/row-count.ts';
import { useTestApp } from '../../../test/test-app.ts';

const SHOPPERS = 100;
const UNITS = 10;

const t = useTestApp({ template: 'demo' });
const crowd = madeBeforeAll(() => shoppers(t, SHOPPERS));

function orderLinesOf(productId: string): Promise<number> {
  return rowCount(t.db.selectFrom('order_items').where('product_id', '=', productId));
}

function heldCheckouts(): Promise<number> {
  return rowCount(t.db.selectFrom('pending_checkouts').where('stock_held', '=', true));
}

/** Each refusal names the product and what was left when it was turned away. */
function expectOutOfStock(product: TestProduct, responses: { statusCode: number; json(): unknown }[]) {
  const allowed = Array.from({ length: UNITS }, (_, left) => ORDER_MESSAGES.outOfStock(product.name, left));
  for (const response of responses) {
    expect(response.statusCode).toBe(409);
    expect(allowed).toContain((response.json() as { message: string }).message);
  }
}

describe('the last ten units', () => {
  for (const round of [1, 2, 3]) {
    it(`go to exactly ten of a hundred concurrent cash-on-delivery orders (round ${round})`, async () => {
      const product = await stockedProduct(t, 0, { stock: UNITS });
      const before = await orderLinesOf(product.id);

      const responses = await Promise.all(
        crowd.map((who) => placeCod(t, who, [{ product: product.id, quantity: 1 }])),
      );
      const placed = responses.filter((response) => response.statusCode === 201);
      expect(placed).toHaveLength(UNITS);
      expectOutOfStock(
        product,
        responses.filter((response) => response.statusCode !== 201),
      );
      expect(await orderLinesOf(product.id)).toBe(before + UNITS);
      expect(await stockOf(t, product.id)).toBe(0);
    });
  }

  it('go to exactly ten of a hundred concurrent online checkouts (held, not sold twice)', async () => {
    const product = await stockedProduct(t, 1, { stock: UNITS });
    const amount = expectedTotals([{ product, quantity: 1 }]).total;
    const heldBefore = await heldCheckouts();

    const responses = await Promise.all(
      crowd.map((who) => processPayment(t, who, [{ product: product.id, quantity: 1 }], amount)),
    );
    const held = responses.filter((response) => response.statusCode === 200);
    expect(held).toHaveLength(UNITS);
    expectOutOfStock(
      product,
      responses.filter((response) => response.statusCode !== 200),
    );
    expect(await heldCheckouts()).toBe(heldBefore + UNITS);
    expect(await stockOf(t, product.id)).toBe(0);
  });
});
