// The spec's own online payment call (docs/decisions/036-checkout-for-india.md): payment/process with only
// `{ amount }` prices the shopper's cart (its in-stock lines) on the server and opens the provider order when the
// amount is that total; the address and personal details come with POST /api/orders, as the spec's client sends
// them, and only then is there an order. A differing amount is a 409 with the server's total; nothing is held.
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { variantKey } from '@shop/shared/variants';
import { describe, expect, it } from 'vitest';
import { jobsSettled } from '../../../test/job-helpers.ts';
import {
  confirmOnline,
  countRows,
  deliverWebhook,
  expectedTotals,
  expireHold,
  ordersFor,
  type PaymentFields,
  personalInfo,
  type Shopper,
  sandboxOf,
  setStock,
  shippingInfo,
  shopper,
  stockedProduct,
  stockOf,
  type TestProduct,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { giveVariants, setOptions } from '../../../test/variant-helpers.ts';
import { releaseExpiredHolds } from './stock-holds.service.ts';

const t = useTestApp({ template: 'demo' });

async function addToCart(who: Shopper, product: TestProduct, quantity: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: who.headers,
    payload: { productId: product.id, quantity, filters: {} },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function payAmount(who: Shopper, amount: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/payment/process',
    headers: who.headers,
    payload: { amount },
  });
}

/** The spec client's POST /api/orders after the provider's checkout: everything it has, as it sends it. */
function placePaid(
  who: Shopper,
  paid: PaymentFields,
  details: Record<string, unknown> = { personalInfo, shippingInfo },
) {
  return confirmOnline(t, who, paid, details);
}

async function cartCount(who: Shopper): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
  return (response.json() as { items: unknown[] }).items.length;
}

/** A shopper whose cart holds 2 of a product in stock and 1 of a sold-out one; the in-stock total. */
async function cartShopper(index: number) {
  const who = await shopper(t);
  const product = await stockedProduct(t, index, { stock: 5 });
  const soldOut = await stockedProduct(t, index + 1, { stock: 5 });
  await addToCart(who, product, 2);
  await addToCart(who, soldOut, 1);
  await setStock(t, soldOut.id, 0);
  return { who, product, soldOut, total: expectedTotals([{ product, quantity: 2 }]).total };
}

describe('payment/process with only the amount', () => {
  it('opens the provider order for the cart in stock, and the POST with the address makes the order', async () => {
    const { who, product, soldOut, total } = await cartShopper(0);

    const response = await payAmount(who, total);
    expect(response.statusCode, response.body).toBe(200);
    const { order: providerOrder } = response.json() as { order: { id: string; amount: number } };
    expect(providerOrder.amount).toBe(Math.round(total * 100));
    expect(await stockOf(t, product.id)).toBe(3);

    const paid = await sandboxOf(t).pay(providerOrder.id);
    const placed = await placePaid(who, paid);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.isPaid).toBe(true);
    expect(order.priceSummary.total).toBe(total);
    expect(order.orderItems).toEqual([expect.objectContaining({ product: product.id, quantity: 2 })]);
    expect(order.shippingInfo).toMatchObject({
      postalCode: shippingInfo.postalCode,
      city: shippingInfo.city,
    });
    expect(order.personalInfo).toEqual(personalInfo);
    // Dated once the address came, like any standard order (docs/decisions/036).
    expect(order.shippingSpeed).toBe('standard');
    expect(order.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stockOf(t, product.id)).toBe(3);
    // The bought line leaves the cart; the sold-out one stays for later.
    expect(await cartCount(who)).toBe(1);
    expect(await stockOf(t, soldOut.id)).toBe(0);

    // The replay answers the same order.
    const again = await placePaid(who, paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(order._id);
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
  });

  it('leaves out a line whose size is sold out, though the product has other sizes', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 10, { stock: 0 });
    const sizes = [{ name: 'Size', values: ['M', 'L'], priceAdjustments: [] }];
    await setOptions(t, product.id, sizes);
    await giveVariants(t, product.id, { [variantKey({ Size: 'M' })]: 3, [variantKey({ Size: 'L' })]: 1 });
    const other = await stockedProduct(t, 11, { stock: 5 });
    for (const [id, filters] of [
      [product.id, { Size: 'L' }],
      [other.id, {}],
    ] as const) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: who.headers,
        payload: { productId: id, quantity: 1, filters },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    // The L sells out after it went into the cart (decision 037): the product still has 3 units of M.
    await giveVariants(t, product.id, { [variantKey({ Size: 'M' })]: 3, [variantKey({ Size: 'L' })]: 0 });

    const total = expectedTotals([{ product: other, quantity: 1 }]).total;
    const response = await payAmount(who, total);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(t, other.id)).toBe(4);
  });

  it('leaves out a line of more units than are left, as the cart page totals it', async () => {
    const who = await shopper(t);
    const short = await stockedProduct(t, 12, { stock: 5 });
    const other = await stockedProduct(t, 13, { stock: 5 });
    await addToCart(who, short, 3);
    await addToCart(who, other, 1);
    await setStock(t, short.id, 2);

    const total = expectedTotals([{ product: other, quantity: 1 }]).total;
    const response = await payAmount(who, total);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(t, short.id)).toBe(2);
    expect(await stockOf(t, other.id)).toBe(4);
  });

  it('answers 409 with the server total when the amount differs, holding nothing', async () => {
    const { who, product, total } = await cartShopper(2);
    const before = await countRows(t, 'pending_checkouts');
    for (const amount of [total - 1, total + 1]) {
      const response = await payAmount(who, amount);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain(`₹${total.toLocaleString('en-IN')}`);
    }
    expect(await countRows(t, 'pending_checkouts')).toBe(before);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('answers 400 in words to a faster speed, which needs an address it does not have', async () => {
    const { who, total } = await cartShopper(8);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: { amount: total, shippingSpeed: 'express' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.cartStandardOnly });
  });

  it('answers 400 when the cart has nothing in stock to pay for', async () => {
    const who = await shopper(t);
    const response = await payAmount(who, 100);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cart/i);
  });

  it('makes no order from a paid checkout until the address comes, and refuses a bad one', async () => {
    const { who, total } = await cartShopper(4);
    const { order: providerOrder } = (await payAmount(who, total)).json() as { order: { id: string } };
    const paid = await sandboxOf(t).pay(providerOrder.id);

    const bare = await placePaid(who, paid, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/shippingInfo/);
    const badPin = await placePaid(who, paid, {
      personalInfo,
      shippingInfo: { ...shippingInfo, postalCode: '12200' },
    });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().message).toMatch(/PIN code/);
    // The provider's webhook alone cannot make an order: it has no address to ship to.
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);
    expect((await deliverWebhook(t, hook)).statusCode).toBe(200);
    expect(await ordersFor(t, providerOrder.id)).toBe(0);

    const placed = await placePaid(who, paid);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
  });

  it('refunds a payment whose details never came once its hold has ended', async () => {
    const { who, product, total } = await cartShopper(6);
    const { order: providerOrder } = (await payAmount(who, total)).json() as { order: { id: string } };
    const paid = await sandboxOf(t).pay(providerOrder.id);
    const hook = await sandboxOf(t).signedWebhook('payment.captured', paid.razorpay_payment_id);
    await deliverWebhook(t, hook);

    await expireHold(t, providerOrder.id);
    await releaseExpiredHolds(t.db, t.app.jobs);
    await jobsSettled(t);
    expect(await stockOf(t, product.id)).toBe(5);
    const payment = await sandboxOf(t).fetchPayment(paid.razorpay_payment_id);
    expect(payment.status).toBe('refunded');
    const refunds = await sandboxOf(t).refundsOf(paid.razorpay_payment_id);
    expect(refunds.map((refund) => refund.amount)).toEqual([Math.round(total * 100)]);
    expect(await ordersFor(t, providerOrder.id)).toBe(0);

    // The shopper's browser coming back late is told so, and no order is made.
    const late = await placePaid(who, paid);
    expect(late.statusCode).toBe(409);
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
  });
});
