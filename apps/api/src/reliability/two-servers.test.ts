// Several servers, one database (docs/reliability.md, docs/product.md#limits-rates): two real server processes on one PostgreSQL, shoppers
// driven through both at once. Sign-in limits, cart changes, scarce stock and a payment confirmed on the other
// process end exactly as they would on one server, because every rule lives in the database, not in a process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts, signUp } from '../../test/account-helpers.ts';
import { LIFTED_LIMITS_ENV } from '../../test/lifted-limits.ts';
import {
  expectedTotals,
  personalInfo,
  type Shopper,
  sandboxOf,
  shippingInfo,
  shopper,
  shoppers,
  stockedProduct,
  stockOf,
} from '../../test/order-helpers.ts';
import { rowCount } from '../../test/row-count.ts';
import { type ServerProcess, startServer } from '../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let servers: ServerProcess[];

beforeAll(async () => {
  t = await createTestApp({ template: 'demo', env: LIFTED_LIMITS_ENV });
  // One data folder for the three: a sign-up code's mail job may be sent by any of them (docs/decisions/025).
  servers = await Promise.all([
    startServer({ databaseUrl: t.databaseUrl, dataDir: t.config.dataDir }),
    startServer({ databaseUrl: t.databaseUrl, dataDir: t.config.dataDir }),
  ]);
}, 120_000);
afterAll(async () => {
  for (const server of servers ?? []) server.child.kill('SIGTERM');
  await Promise.all((servers ?? []).map((server) => server.exited));
  await t.close();
});

/** The i-th request goes to the i-th server in turn, as a round-robin load balancer sends it. */
function via(index: number): string {
  const server = servers[index % servers.length];
  if (!server) throw new Error('no server');
  return server.baseUrl;
}

async function call(base: string, method: string, path: string, who?: Shopper, body?: unknown, ip?: string) {
  const headers: Record<string, string> = { ...who?.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ip) headers['x-forwarded-for'] = ip;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe('two server processes on one database', () => {
  it('sell scarce stock exactly once: as many orders as units, the rest 409, stock 0', async () => {
    const product = await stockedProduct(t, 6, { stock: 7 });
    const buyers = await shoppers(t, 24);
    const answers = await Promise.all(
      buyers.map((who, index) =>
        call(via(index), 'POST', '/api/orders', who, {
          paymentMethod: 'cod',
          personalInfo,
          shippingInfo,
          orderItems: [{ product: product.id, quantity: 1, filters: {} }],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await rowCount(t.db.selectFrom('order_items').where('product_id', '=', product.id))).toBe(7);
  });

  it('add to one cart from both servers at once without losing an update', async () => {
    const product = await stockedProduct(t, 7, { stock: 500 });
    const who = await shopper(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(via(index), 'POST', '/api/cart/add', who, { productId: product.id, quantity: 1, filters: {} }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const index of [0, 1]) {
      const cart = await call(via(index), 'GET', '/api/cart', who);
      expect(cart.body.items).toMatchObject([{ quantity: 20 }]);
    }
  });

  it('count wrong sign-ins on both servers together, each attempt once', async () => {
    const { email } = await signUp(t);
    // Default: 10 attempts per email in 15 minutes from unfamiliar addresses, then each waits (decision 021).
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        call(
          via(index),
          'POST',
          '/api/auth/login',
          undefined,
          { email, password: 'wrong password' },
          `198.51.100.${index + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const answered = statuses.filter((status) => status === 401).length;
    const attempts = await signInAttempts(t, email);
    // Both processes counted every attempt they let through, once: the 10 free ones, plus at most one per wait
    // (1 s, then 2 s) that passed while a busy machine was still sending the burst.
    expect(answered).toBe(attempts);
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(answered).toBeLessThanOrEqual(12);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - answered);
  });

  it('end every other session on both servers at once when the password changes on one', async () => {
    const { email, password } = await signUp(t);
    const signIn = async (index: number) =>
      (await call(via(index), 'POST', '/api/auth/login', undefined, { email, password }, '198.51.100.90'))
        .body.token as string;
    const [onFirst, onSecond] = [await signIn(0), await signIn(1)];
    const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as Shopper;
    const changed = await call(via(0), 'POST', '/api/auth/change-password', as(onFirst), {
      currentPassword: password,
      newPassword: 'brand-new-1',
    });
    expect(changed.status).toBe(200);
    // The changing session goes on (docs/decisions/034); the other device's ends on both servers.
    for (const index of [0, 1]) {
      expect((await call(via(index), 'GET', '/api/auth/update', as(onFirst))).status).toBe(200);
      expect((await call(via(index), 'GET', '/api/auth/update', as(onSecond))).status).toBe(401);
      expect(
        (await call(via(index), 'GET', '/api/auth/update', as(changed.body.token as string))).status,
      ).toBe(200);
    }
  });

  it('never lock the owner out on either server while many addresses guess the password', async () => {
    const { email, password } = await signUp(t);
    const owner = '198.51.100.91';
    expect(
      (await call(via(0), 'POST', '/api/auth/login', undefined, { email, password }, owner)).status,
    ).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        call(
          via(index),
          'POST',
          '/api/auth/login',
          undefined,
          { email, password: 'guess' },
          `203.0.113.${index + 1}`,
        ),
      ),
    );
    expect(guesses.some((answer) => answer.status === 429)).toBe(true);
    for (const index of [0, 1]) {
      expect(
        (await call(via(index), 'POST', '/api/auth/login', undefined, { email, password }, owner)).status,
      ).toBe(200);
    }
  });

  it('confirm on one server a payment started on the other, once', async () => {
    const product = await stockedProduct(t, 8, { stock: 10 });
    const who = await shopper(t);
    const started = await call(via(0), 'POST', '/api/orders/v1/payment/process', who, {
      amount: expectedTotals([{ product, quantity: 2 }]).total,
      personalInfo,
      shippingInfo,
      orderItems: [{ product: product.id, quantity: 2, filters: {} }],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const providerOrderId = (started.body.order as { id: string }).id;
    const paid = await sandboxOf(t).pay(providerOrderId);
    const confirmation = {
      paymentMethod: 'razorpay',
      paymentInfo: {
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      },
    };
    // Both servers at once, as a double click behind a load balancer: one order, the same answer.
    const [first, second] = await Promise.all([
      call(via(1), 'POST', '/api/orders', who, confirmation),
      call(via(0), 'POST', '/api/orders', who, confirmation),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const ids = [first, second].map((answer) => (answer.body.order as { _id: string })._id);
    expect(ids[0]).toBe(ids[1]);
    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(8);
  });
});
