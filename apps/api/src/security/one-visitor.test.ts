// What one account can take from everybody else (docs/decisions/017-limits-on-one-visitor.md): the
// stock it can hold, the units and value of one order, how often it may start checkouts and place orders, and
// whose inbox its orders mail. Every refusal is a 4xx with { message } that writes nothing.
import { toRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import {
  cancelOrder,
  countRows,
  expectedTotals,
  mailsTo,
  oneUnitCodOrder,
  personalInfo,
  placeCod,
  processAtExpectedTotal,
  processPayment,
  type Shopper,
  shopper,
  stockedProduct,
  stockOf,
} from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { newId } from '../lib/ids.ts';
import * as orders from '../modules/orders/orders.repository.ts';

const t = useTestApp({ template: 'demo' });

function addToCart(who: Shopper, productId: string, quantity: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: who.headers,
    payload: { productId, quantity, filters: {} },
  });
}

/** Gives a product one price, `rupees`, whatever options it had. */
async function priceAt(productId: string, rupees: number) {
  const paise = rupees * 100;
  await t.db
    .updateTable('products')
    .set({
      base_price: paise,
      discount_price: 0,
      display_price: paise,
      original_price: paise,
      filters: JSON.stringify([]),
    })
    .where('id', '=', productId)
    .execute();
}

async function heldCheckouts(userId: string) {
  return t.db
    .selectFrom('pending_checkouts')
    .select(['id', 'status', 'stock_held', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describe('the units of one product in one order', () => {
  it('refuses a line over the per-product cap on payment/process and holds nothing', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 0, { stock: 37 });
    const response = await processAtExpectedTotal(t, who, [{ product, quantity: 37 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`You can buy at most 10 units of ${product.name} in one order`);
    expect(await stockOf(t, product.id)).toBe(37);
    expect(await heldCheckouts(who.userId)).toHaveLength(0);
  });

  it('counts every line of a product together, and refuses a cash-on-delivery order over the cap', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 1, { stock: 30 });
    const before = await countRows(t, 'orders');
    const line = { product: product.id, quantity: 6, filters: {} };
    const response = await placeCod(t, who, [line, line]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('at most 10 units');
    expect(await countRows(t, 'orders')).toBe(before);
    expect(await stockOf(t, product.id)).toBe(30);
    expect((await placeCod(t, who, [{ ...line, quantity: 10 }])).statusCode).toBe(201);
  });

  it('keeps a cart line within the cap', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 2, { stock: 50 });
    const tooMany = await addToCart(who, product.id, 11);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`You can buy at most 10 units of ${product.name} in one order`);
    expect((await addToCart(who, product.id, 10)).statusCode).toBe(200);
    const oneMore = await addToCart(who, product.id, 1);
    expect(oneMore.statusCode).toBe(400);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expect(cart.json().items[0].quantity).toBe(10);
  });
});

describe('stock held by online checkouts', () => {
  it('keeps one open checkout per account: a new one gives the previous hold back', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 3, { stock: 37 });
    const first = await processAtExpectedTotal(t, who, [{ product, quantity: 5 }]);
    expect(first.statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(32);
    const second = await processAtExpectedTotal(t, who, [{ product, quantity: 3 }]);
    expect(second.statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(34);
    const holds = await heldCheckouts(who.userId);
    expect(holds.map((hold) => [hold.status, hold.stock_held])).toEqual([
      ['expired', false],
      ['pending', true],
    ]);
  });

  it('leaves one hold when one account starts many checkouts at once', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 4, { stock: 40 });
    const total = expectedTotals([{ product, quantity: 2 }]).total;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        processPayment(t, who, [{ product: product.id, quantity: 2, filters: {} }], total),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(await stockOf(t, product.id)).toBe(38);
    expect((await heldCheckouts(who.userId)).filter((hold) => hold.stock_held)).toHaveLength(1);
  });

  it('holds the stock for PAYMENT_HOLD_MINUTES, 15 by default', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 5, { stock: 5 });
    await processAtExpectedTotal(t, who, [{ product, quantity: 1 }]);
    const [hold] = await heldCheckouts(who.userId);
    const minutes = ((hold?.expires_at.getTime() ?? 0) - (hold?.created_at.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(15, 1);
  });
});

describe('the value of one order', () => {
  it('refuses an order over MAX_ORDER_TOTAL_RUPEES (₹2,00,000 by default) with a 400 that writes nothing', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 6, { stock: 10 });
    // ₹99,999 each: three units are ₹2,99,997.
    await priceAt(product.id, 99_999);
    const before = await countRows(t, 'orders');
    const line = [{ product: product.id, quantity: 3, filters: {} }];
    const cod = await placeCod(t, who, line);
    expect(cod.statusCode).toBe(400);
    expect(cod.json().message).toBe(
      'One order can be at most ₹2,00,000. Please split it into smaller orders.',
    );
    const online = await processPayment(t, who, line, 299_997 + toRupees(product.shippingCost));
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toContain('at most ₹2,00,000');
    expect(await countRows(t, 'orders')).toBe(before);
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await heldCheckouts(who.userId)).toHaveLength(0);
  });

  it('refuses an order worth lakhs past the cap with a 400 (a ₹3.35 crore order was a 500)', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 7, { stock: 100 });
    await priceAt(product.id, 9_99_999);
    const response = await placeCod(t, who, [{ product: product.id, quantity: 4, filters: {} }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('at most ₹2,00,000');
  });

  it('stores order totals past what a 32-bit integer holds (money columns are bigint)', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 8, { stock: 1 });
    const total = 3_352_116_000;
    const record = await orders.insertOrder(t.db, oneUnitCodOrder(who, product, total));
    expect(record.totals.total).toBe(total);
    const read = await orders.findOrderById(t.db, record.id);
    expect(read?.totals.total).toBe(total);
  });
});

describe('how often one account may start checkouts and place orders', () => {
  it('answers 429 with { message } after 10 payment/process calls in 15 minutes', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 9, { stock: 50 });
    const total = expectedTotals([{ product, quantity: 1 }]).total;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await processPayment(t, who, [{ product: product.id, quantity: 1, filters: {} }], total);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json().message).toMatch(/^Too many attempts/);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // The refused call held nothing: the tenth checkout's unit is the only one off the shelf.
    expect(await stockOf(t, product.id)).toBe(49);
  });

  it('answers 429 after 10 cash-on-delivery orders in 15 minutes, and writes no eleventh', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 10, { stock: 50 });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }])).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(await stockOf(t, product.id)).toBe(40);
  });
});

describe('whom order mails go to', () => {
  it('mails the account’s verified address, never the personalInfo email typed into the order', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 11, { stock: 10 });
    const victim = `victim-${newId()}@external.example`;
    const response = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }], {
      personalInfo: { ...personalInfo, email: victim },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().order as Order;
    // Kept on the order as written.
    expect(order.personalInfo.email).toBe(victim);
    const cancel = await cancelOrder(t, who, order._id, 'Changed my mind');
    expect(cancel.statusCode).toBe(200);
    expect((await mailsTo(t, who.email, 2)).map((mail) => mail.subject)).toHaveLength(2);
    // Once the jobs settled, with no waiting for a mail that must not come.
    expect(await mailsTo(t, victim, 0)).toEqual([]);
  });
});
