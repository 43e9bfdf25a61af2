// Shortcuts for checkout and payment tests: shoppers straight in the database, products with a known stock,
// order requests, the sandbox gateway the app uses, and an app whose payment provider can be swapped.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { DEFAULT_ORDER_NUMBER_PREFIX } from '@shop/shared/order-number';
import type { OrderStatus } from '@shop/shared/order-status';
import { canonicalSelection, priceFor } from '@shop/shared/pricing';
import { checkoutTotals } from '@shop/shared/totals';
import { sql } from 'kysely';
import { createMailer, type OutboxMail } from '../src/adapters/mailer.ts';
import type { PaymentGateway } from '../src/adapters/payment-gateway.ts';
import { SandboxGateway } from '../src/adapters/sandbox-gateway.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { StoredFilter, StoredSeller } from '../src/db/database.ts';
import { newId } from '../src/lib/ids.ts';
import { createRateLimiter } from '../src/lib/rate-limiter.ts';
import { newCodOrder } from '../src/modules/checkout/cod-checkout.service.ts';
import { releaseExpiredHolds } from '../src/modules/checkout/stock-holds.service.ts';
import type { OrdersDeps } from '../src/modules/orders/orders.deps.ts';
import type { NewOrderRecord } from '../src/modules/orders/orders.repository.ts';
import { bearer, signTestToken } from './account-helpers.ts';
import { madeBeforeAll } from './before-all.ts';
import { jobsSettled } from './job-helpers.ts';
import { LIFTED_COD_RULES_ENV, TEST_JOBS_ENV } from './lifted-limits.ts';
import { readOutbox } from './mail-helpers.ts';
import { personalInfo, shippingInfo } from './order-fixtures.ts';
import { rowCount } from './row-count.ts';
import { createTestDatabase, type TestApp, testAppOf } from './test-app.ts';

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

/** A shopper of the file's app, made before its tests. */
export function useShopper(t: TestApp): Shopper {
  return madeBeforeAll(() => shopper(t));
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

/**
 * The ids of the first `count` demo products (by id), read before the file's tests; `productId(i)` is the i-th.
 * For tests that only need products to exist, not a known stock.
 */
export function useDemoProductIds(t: TestApp, count: number): (index: number) => string {
  const ids = madeBeforeAll(async () => {
    const rows = await t.db.selectFrom('products').select('id').orderBy('id').limit(count).execute();
    return rows.map((row) => row.id);
  });
  return (index) => {
    const id = ids[index];
    if (id === undefined) throw new Error('the demo catalogue has too few products');
    return id;
  };
}

/** Archives the product, as an admin's delete does: gone from the shop, kept for the orders that hold it. */
export async function archiveProduct(t: TestApp, productId: string): Promise<void> {
  await t.db.updateTable('products').set({ archived_at: new Date() }).where('id', '=', productId).execute();
}

/**
 * The product keeps one stock of `stock` units: variants the demo catalogue gave it go first, in the same
 * transaction, so its own count is what sells (docs/decisions/037-variants.md; `variant-helpers.ts` gives variants).
 */
export async function setStock(t: TestApp, productId: string, stock: number): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    // The variants' sum first, as the trigger keeps it: a test may have written the product's count over it, and
    // their delete then takes exactly that sum off (never below 0).
    await sql`update products set count_in_stock = coalesce(
        (select sum(v.count_in_stock)::int from product_variants v where v.product_id = products.id), count_in_stock)
      where id = ${productId}`.execute(trx);
    await trx.deleteFrom('product_variants').where('product_id', '=', productId).execute();
    await trx.updateTable('products').set({ count_in_stock: stock }).where('id', '=', productId).execute();
  });
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('count_in_stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.count_in_stock;
}

export { personalInfo, shippingInfo };

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
    discount: 0,
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

/**
 * The browser's POST /api/orders after paying. `details`: what else it sends, such as the address and personal
 * info a checkout opened with the amount alone still needs (docs/decisions/036).
 */
export function confirmOnline(
  t: TestApp,
  who: Shopper,
  paid: PaymentFields,
  details: Record<string, unknown> = {},
) {
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
      ...details,
    },
  });
}

/** The sandbox gateway of the app under test: same database, same secrets, so the same provider. */
export function sandboxOf(t: TestApp): SandboxGateway {
  const { keyId, keySecret, webhookSecret } = t.config.payment;
  if (!webhookSecret) throw new Error('the test app runs without the sandbox webhook secret');
  return new SandboxGateway(t.db, { keyId, keySecret, webhookSecret });
}

/** Starts an online checkout of the lines (no options chosen) at the total the server must charge: its raw answer. */
export function processAtExpectedTotal(
  t: TestApp,
  who: Shopper,
  lines: readonly { product: TestProduct; quantity: number }[],
) {
  return processPayment(
    t,
    who,
    lines.map(({ product, quantity }) => ({ product: product.id, quantity, filters: {} })),
    expectedTotals(lines).total,
  );
}

/** Processes a checkout for the lines (at the expected total) and answers the provider order id. */
export async function checkoutFor(
  t: TestApp,
  who: Shopper,
  lines: readonly { product: TestProduct; quantity: number }[],
) {
  const response = await processAtExpectedTotal(t, who, lines);
  if (response.statusCode !== 200) throw new Error(`payment/process: ${response.body}`);
  return (response.json() as { order: { id: string; amount: number; receipt: string } }).order;
}

export async function countRows(t: TestApp, table: 'orders' | 'pending_checkouts' | 'payment_events') {
  return rowCount(t.db.selectFrom(table));
}

/** How many orders the provider order became: one at most, whichever paths confirmed it. */
export async function ordersFor(t: TestApp, providerOrderId: string): Promise<number> {
  return rowCount(t.db.selectFrom('orders').where('provider_order_id', '=', providerOrderId));
}

/** A shopper's checkout of one unit of the `index`-th product (stock 5), opened at the expected total. */
export async function openCheckout(t: TestApp, index: number) {
  const who = await shopper(t);
  const product = await stockedProduct(t, index, { stock: 5 });
  const providerOrder = await checkoutFor(t, who, [{ product, quantity: 1 }]);
  return { who, product, providerOrder };
}

/** A shopper's checkout of one unit of the `index`-th product (stock 5), paid (captured) in the sandbox. */
export async function paidCheckout(t: TestApp, index: number) {
  const opened = await openCheckout(t, index);
  return { ...opened, paid: await sandboxOf(t).pay(opened.providerOrder.id) };
}

/** A shopper's checkout of one unit of the `index`-th product (stock 5), paid but left authorized. */
export async function authorizedCheckout(t: TestApp, index: number) {
  const opened = await openCheckout(t, index);
  return { ...opened, authorized: await sandboxOf(t).authorize(opened.providerOrder.id) };
}

/** Puts a checkout's stock hold past its expiry, as if the shopper had left it; the sweep then releases it. */
export async function expireHold(t: TestApp, providerOrderId: string): Promise<void> {
  await t.db
    .updateTable('pending_checkouts')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('provider_order_id', '=', providerOrderId)
    .execute();
}

/**
 * A shopper's checkout of `quantity` units of the `index`-th product (`stock` units) left until its hold expired and
 * the sweep gave the units back, after which only `left` units remain: where a late payment finds its stock gone.
 */
export async function lapsedCheckout(
  t: TestApp,
  index: number,
  { stock, quantity, left }: { stock: number; quantity: number; left: number },
) {
  const who = await shopper(t);
  const product = await stockedProduct(t, index, { stock });
  const providerOrder = await checkoutFor(t, who, [{ product, quantity }]);
  await expireHold(t, providerOrder.id);
  await releaseExpiredHolds(t.db, t.app.jobs);
  await setStock(t, product.id, left);
  return { who, product, providerOrder };
}

/** Delivers a provider webhook: its raw body, with the signature and event id headers when given. */
export function deliverWebhook(
  t: TestApp,
  hook: { body: string; signature?: string | undefined; eventId?: string | undefined },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/webhook',
    headers: {
      'content-type': 'application/json',
      ...(hook.signature !== undefined && { 'x-razorpay-signature': hook.signature }),
      ...(hook.eventId !== undefined && { 'x-razorpay-event-id': hook.eventId }),
    },
    payload: hook.body,
  });
}

/**
 * Every path that can confirm one payment, started at once: the browser's POST twice, the provider's callback, and
 * the webhook `hook` with a redelivery of it. However they interleave, they must make exactly one order.
 */
export async function confirmEveryWay(
  t: TestApp,
  who: Shopper,
  payment: PaymentFields,
  hook: { body: string; signature: string; eventId: string },
) {
  const [post, callback, webhook, secondPost] = await Promise.all([
    confirmOnline(t, who, payment),
    t.app.inject({ method: 'POST', url: '/api/orders/v1/paymentVerification', payload: payment }),
    deliverWebhook(t, hook),
    confirmOnline(t, who, payment),
    deliverWebhook(t, { ...hook, eventId: `${hook.eventId}-redelivery` }),
  ]);
  return { post, callback, webhook, secondPost };
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
    ...TEST_JOBS_ENV,
    ...LIFTED_COD_RULES_ENV,
  });
  const { keyId, keySecret, webhookSecret = '' } = config.payment;
  const sandbox = new SandboxGateway(db, { keyId, keySecret, webhookSecret });
  const app = await buildApp({ config, db, databaseUrl: url, paymentGateway: gateway(sandbox) });
  await app.ready();
  return testAppOf(app, db, config, url);
}

/** An app of createAppWithGateway for the tests of the file or describe it is called in, closed after them. */
export function useAppWithGateway(gateway: (sandbox: SandboxGateway) => PaymentGateway): TestApp {
  return madeBeforeAll(
    () => createAppWithGateway(gateway),
    (t) => t.close(),
  );
}

/** The sandbox gateway with some of its calls replaced: a provider that misbehaves in the way a test needs. */
export function gatewayWith(
  real: SandboxGateway,
  replaced: Partial<Omit<PaymentGateway, 'keyId' | 'checkoutScript' | 'sandbox'>>,
): PaymentGateway {
  return {
    keyId: real.keyId,
    checkoutScript: real.checkoutScript,
    sandbox: true,
    createOrder: (input) => real.createOrder(input),
    fetchPayment: (id) => real.fetchPayment(id),
    capture: (id, amount) => real.capture(id, amount),
    refund: (id, amount) => real.refund(id, amount),
    refundsOf: (id) => real.refundsOf(id),
    verifyPaymentSignature: (...args) => real.verifyPaymentSignature(...args),
    verifyWebhookSignature: (...args) => real.verifyWebhookSignature(...args),
    ...replaced,
  };
}

/**
 * What the order services of the app under test work with, for driving them directly (the shop's status moves,
 * the refund sweep): its database, config, log and outbox, and the sandbox or the given gateway.
 */
export function ordersDepsOf(t: TestApp, gateway: PaymentGateway = sandboxOf(t)): OrdersDeps {
  return {
    db: t.db,
    config: t.config,
    gateway,
    mailer: createMailer(t.config, t.app.log),
    jobs: t.app.jobs,
    log: t.app.log,
    limiter: createRateLimiter(t.db),
  };
}

/** Places a cash-on-delivery order through the API, mailed to the shopper's own address; throws unless created. */
export async function codOrder(t: TestApp, who: Shopper, lines: readonly Line[]): Promise<Order> {
  const response = await placeCod(t, who, lines, { personalInfo: { ...personalInfo, email: who.email } });
  if (response.statusCode !== 201) throw new Error(`COD order: ${response.body}`);
  return (response.json() as { order: Order }).order;
}

/**
 * A new shopper's cash-on-delivery order of `quantity` units of the index-th demo product, stocked with `stock`
 * first (50 unless given), for tests whose subject is what happens to a placed order.
 */
export async function codOrderOf(
  t: TestApp,
  index: number,
  { stock = 50, quantity = 1 } = {},
): Promise<{ who: Shopper; product: TestProduct; order: Order }> {
  const who = await shopper(t);
  const product = await stockedProduct(t, index, { stock });
  const order = await codOrder(t, who, [{ product: product.id, quantity }]);
  return { who, product, order };
}

/** Pays a checkout of the lines in the sandbox and confirms it: a paid online order, mailed to the shopper. */
export async function paidOrder(
  t: TestApp,
  who: Shopper,
  lines: readonly { product: TestProduct; quantity: number }[],
): Promise<Order> {
  const providerOrder = await checkoutFor(t, who, lines);
  await t.db
    .updateTable('pending_checkouts')
    .set({ personal_info: JSON.stringify({ ...personalInfo, email: who.email }) })
    .where('provider_order_id', '=', providerOrder.id)
    .execute();
  const response = await confirmOnline(t, who, await sandboxOf(t).pay(providerOrder.id));
  if (response.statusCode !== 201) throw new Error(`online order: ${response.body}`);
  return (response.json() as { order: Order }).order;
}

/** The outbox mails to `email` once `count` of them arrived (mails are jobs sent after the answer). */
export async function mailsTo(t: TestApp, email: string, count = 1): Promise<OutboxMail[]> {
  await jobsSettled(t);
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to === email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * An unpaid cash-on-delivery order of one unit of `product` at `price` paise, mailed to the shopper, as placing
 * one writes it but with no pricing and no stock taken: for inserting straight through the orders repository.
 */
export function oneUnitCodOrder(
  who: Shopper,
  product: Pick<TestProduct, 'id' | 'name'>,
  price: number,
  seller?: StoredSeller,
): NewOrderRecord {
  return newCodOrder({
    orderNumberPrefix: DEFAULT_ORDER_NUMBER_PREFIX,
    userId: who.userId,
    personalInfo: { ...personalInfo, email: who.email },
    shipping: shippingInfo,
    totals: { subtotal: price, savings: 0, shippingCost: 0, total: price },
    lines: [
      {
        productId: product.id,
        name: product.name,
        quantity: 1,
        price,
        originalPrice: price,
        shippingCost: 0,
        image: '/media/placeholder.svg',
        category: 'Kitchen',
        filters: {},
      },
    ],
    seller,
  });
}

/** The shopper's cancel of their order, PUT /api/orders/{id}/cancel, giving `cancelReason`: its raw answer. */
export function cancelOrder(t: TestApp, who: Shopper, orderId: string, cancelReason: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/cancel`,
    headers: who.headers,
    payload: { cancelReason },
  });
}

/** Puts an order straight into `status`, its timestamps untouched: the starting point of one move under test. */
export async function setOrderStatus(t: TestApp, orderId: string, status: OrderStatus): Promise<void> {
  await t.db.updateTable('orders').set({ order_status: status }).where('id', '=', orderId).execute();
}
