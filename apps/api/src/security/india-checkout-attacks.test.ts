// Attacks on decision 036's checkout (docs/decisions/036-checkout-for-india.md, "The spec's amount-only
// payment"), each found by trying it: a checkout opened with the amount alone is paid before it has an address, so
// every way such a paid checkout can end must end in an order or a refund, never in money kept without an order.
import { describe, expect, it } from 'vitest';
import { jobsSettled } from '../../test/job-helpers.ts';
import {
  archiveProduct,
  confirmOnline,
  deliverWebhook,
  expectedTotals,
  ordersFor,
  type PaymentFields,
  personalInfo,
  type Shopper,
  sandboxOf,
  shippingInfo,
  shopper,
  stockedProduct,
  stockOf,
} from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });

/** A shopper with one unit of the `index`-th product (stock 5) in the cart, and what it costs. */
async function cartOfOne(index: number) {
  const who = await shopper(t);
  const product = await stockedProduct(t, index, { stock: 5 });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: who.headers,
    payload: { productId: product.id, quantity: 1, filters: {} },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { who, product, total: expectedTotals([{ product, quantity: 1 }]).total };
}

/** The spec client's payment/process, the amount alone: the provider order it opened. */
async function payAmount(who: Shopper, amount: number): Promise<{ id: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/payment/process',
    headers: who.headers,
    payload: { amount },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order;
}

/** The spec client's POST /api/orders after paying, with the address and personal details. */
function placePaid(who: Shopper, paid: PaymentFields) {
  return confirmOnline(t, who, paid, { personalInfo, shippingInfo });
}

describe('a paid checkout opened with the amount alone', () => {
  it('is refunded when a new payment/process replaces it before its address came', async () => {
    const { who, product, total } = await cartOfOne(0);
    const first = await payAmount(who, total);
    const paid = await sandboxOf(t).pay(first.id);
    // The webhook records the payment; the browser's POST with the address never comes (a closed tab).
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);
    expect((await deliverWebhook(t, hook)).statusCode).toBe(200);

    // The cart still holds the line (no order was made), so the shopper pays again: a second checkout.
    await payAmount(who, total);
    await jobsSettled(t);

    // The first payment can make no order any more: it goes back, as when its hold runs out.
    expect((await sandboxOf(t).fetchPayment(paid.razorpay_payment_id)).status).toBe('refunded');
    expect(await ordersFor(t, first.id)).toBe(0);
    // Only the second checkout holds the unit.
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('becomes its order when the product was archived before the address came', async () => {
    const { who, product, total } = await cartOfOne(1);
    const opened = await payAmount(who, total);
    const paid = await sandboxOf(t).pay(opened.id);
    // The shop takes the product off sale while the shopper is paying: the held unit is still theirs.
    await archiveProduct(t, product.id);

    const placed = await placePaid(who, paid);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.orderItems).toEqual([
      expect.objectContaining({ product: product.id, quantity: 1 }),
    ]);
    expect(await ordersFor(t, opened.id)).toBe(1);
  });
});
