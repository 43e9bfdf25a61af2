// Shortcuts for checkout and payment tests: shoppers straight in the database, products with a known stock,
// order requests, the sandbox gateway the app uses, and an app whose payment provider can be swapped.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toRupees } from '@shop/shared/money';
import { canonicalSelection, priceFor } from '@shop/shared/pricing';
import { checkoutTotals } from '@shop/shared/totals';
import type { PaymentGateway } from '../src/adapters/payment-gateway.ts';
import { SandboxGateway } from '../src/adapters/sandbox-gateway.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { StoredFilter } from '../src/db/database.ts';
import { newId } from '../src/lib/ids.ts';
import { bearer, signTestToken } from './account-helpers.ts';
import { createTestDatabase, type TestApp } from './test-app.ts';

export interface Shopper {
  userId: string;
  token: string;
  email: string;
  headers: { authorization: string };
}

/** Shoppers inserted directly with signed tokens: many of them in one statement, no sign-up mails. */
export async function shoppers(t: TestApp, count: number): Promise<Shopper[]> {
  const rows = Array.from({ length: count }, () => {
    const id = newId();
    return { id, email: `${id}@example.com`, first_name: 'Asha' };
  });
  // Google accounts: no password hash to compute, and the guard only asks that the user exists.
  await t.db
    .insertInto('users')
    .values(
      rows.map((row) => ({
        ...row,
        auth_method: 'google' as const,
        oidc_subject: `sub-${row.id}`,
        password_hash: null,
      })),
    )
    .execute();
  return Promise.all(
    rows.map(async ({ id, email }) => {
      const token = await signTestToken(t.config.jwtSecret, { userId: id });
      return { userId: id, token, email, headers: bearer(token) };
    }),
  );
}

export async function shopper(t: TestApp): Promise<Shopper> {
  const [one] = await shoppers(t, 1);
  if (!one) throw new Error('no shopper');
  return one;
}

export interface TestProduct {
  id: string;
  name: string;
  basePrice: number;
  discountPrice: number;
  shippingCost: number;
  filters: StoredFilter[];
}

/**
 * The `index`-th demo product (by id), given `stock` units. Each test takes its own index so tests in one file
 * never share a product's stock. `options` picks among products whose price depends on the chosen options.
 */
export async function stockedProduct(
  t: TestApp,
  index: number,
  { stock = 50, options = false } = {},
): Promise<TestProduct> {
  let query = t.db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'base_price as basePrice',
      'discount_price as discountPrice',
      'shipping_cost as shippingCost',
      'filters',
    ])
    // From the other end for option-priced products, so they never collide with the plain ones' indexes.
    .orderBy('id', options ? 'desc' : 'asc')
    .offset(index)
    .limit(1);
  if (options) {
    query = query.where((eb) =>
      eb(eb.fn('jsonb_array_length', [eb.ref('filters', '->').at(0).key('priceAdjustments')]), '>=', 2),
    );
  }
  const found = await query.executeTakeFirstOrThrow();
  await setStock(t, found.id, stock);
  return found;
}

export async function setStock(t: TestApp, productId: string, stock: number): Promise<void> {
  await t.db.updateTable('products').set({ count_in_stock: stock }).where('id', '=', productId).execute();
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('count_in_stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.count_in_stock;
}

export const personalInfo = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' };
export const shippingInfo = {
  type: 'Home',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+919876543210',
};

export interface Line {
  product: string;
  quantity: number;
  filters?: Record<string, string>;
}

/** What the server must charge for these lines, in rupees, computed here from the products' own prices. */
export function expectedTotals(
  lines: readonly { product: TestProduct; quantity: number; filters?: Record<string, string> }[],
) {
  const totals = checkoutTotals(
    lines.map(({ product, quantity, filters = {} }) => {
      const price = priceFor(product, canonicalSelection(product.filters, filters));
      return {
        price: price.effective,
        originalPrice: price.original,
        quantity,
        shippingCost: product.shippingCost,
        inStock: true,
      };
    }),
  );
  return {
    subtotal: toRupees(totals.subtotal),
    savings: toRupees(totals.savings),
    shippingCost: toRupees(totals.shippingCost),
    total: toRupees(totals.total),
  };
}

export function placeCod(
  t: TestApp,
  who: Shopper,
  orderItems: readonly unknown[],
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who.headers,
    payload: { paymentMethod: 'cod', personalInfo, shippingInfo, orderItems, ...extra },
  });
}

export function processPayment(t: TestApp, who: Shopper, orderItems: readonly unknown[], amount: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/payment/process',
    headers: who.headers,
    payload: { amount, personalInfo, shippingInfo, orderItems },
  });
}

export interface PaymentFields {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function confirmOnline(t: TestApp, who: Shopper, paid: PaymentFields) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who.headers,
    payload: {
      paymentMethod: 'razorpay',
      paymentInfo: {
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      },
    },
  });
}

/** The sandbox gateway of the app under test: same database, same secrets, so the same provider. */
export function sandboxOf(t: TestApp): SandboxGateway {
  const { keyId, keySecret, webhookSecret } = t.config.payment;
  if (!webhookSecret) throw new Error('the test app runs without the sandbox webhook secret');
  return new SandboxGateway(t.db, { keyId, keySecret, webhookSecret });
}

/** Processes a checkout for the lines (at the expected total) and answers the provider order id. */
export async function checkoutFor(
  t: TestApp,
  who: Shopper,
  lines: readonly { product: TestProduct; quantity: number }[],
) {
  const response = await processPayment(
    t,
    who,
    lines.map(({ product, quantity }) => ({ product: product.id, quantity, filters: {} })),
    expectedTotals(lines).total,
  );
  if (response.statusCode !== 200) throw new Error(`payment/process: ${response.body}`);
  return (response.json() as { order: { id: string; amount: number; receipt: string } }).order;
}

export async function countRows(t: TestApp, table: 'orders' | 'pending_checkouts' | 'payment_events') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * An app on a fresh demo database whose payment gateway is made by `gateway` from the sandbox the config
 * describes (tests wrap it to make the provider fail).
 */
export async function createAppWithGateway(
  gateway: (sandbox: SandboxGateway) => PaymentGateway,
): Promise<TestApp> {
  const { url, db } = await createTestDatabase('demo');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'shop-test-data-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  });
  const { keyId, keySecret, webhookSecret = '' } = config.payment;
  const sandbox = new SandboxGateway(db, { keyId, keySecret, webhookSecret });
  const app = await buildApp({ config, db, paymentGateway: gateway(sandbox) });
  await app.ready();
  return {
    app,
    db,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
