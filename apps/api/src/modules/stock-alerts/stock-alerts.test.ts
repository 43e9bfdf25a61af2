// "Notify me" for sold-out items against a real PostgreSQL with the demo catalogue (docs/decisions/037-variants.md,
// docs/product.md#catalogue-notify-me): requests and refusals, the limits, and the sweep that mails the oldest
// requests once when their variant's stock rises, whoever raised it (triggers of migration 0035).
import { STOCK_ALERT_MESSAGES, tooManyStockAlerts } from '@shop/shared/stock-alert.schemas';
import { variantKey } from '@shop/shared/variants';
import { describe, expect, it } from 'vitest';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { readOutbox } from '../../../test/mail-helpers.ts';
import {
  archiveProduct,
  cancelOrder,
  codOrder,
  type Shopper,
  shopper,
  shoppers,
  stockedProduct,
  type TestProduct,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { giveVariants, setOptions } from '../../../test/variant-helpers.ts';
import type { StoredFilter } from '../../db/database.ts';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limiter.ts';
import { askForStockAlert, sweepStockAlerts } from './stock-alerts.service.ts';

const t = useTestApp({ template: 'demo' });

const SIZES: StoredFilter = { name: 'Size', values: ['S', 'M', 'L'], priceAdjustments: [] };
const COLOURS: StoredFilter = { name: 'Color', values: ['Black', 'Red'], priceAdjustments: [] };
const L_BLACK = { Color: 'Black', Size: 'L' };
const M_BLACK = { Color: 'Black', Size: 'M' };

/** The index-th demo product with Size × Color options: L-Black sold out, M-Black with 3 units. */
async function kurta(index: number): Promise<TestProduct> {
  const product = await stockedProduct(t, index);
  await setOptions(t, product.id, [SIZES, COLOURS]);
  await giveVariants(t, product.id, { [variantKey(L_BLACK)]: 0, [variantKey(M_BLACK)]: 3 });
  return product;
}

function notifyMe(
  method: 'GET' | 'POST' | 'DELETE',
  productId: string,
  who?: Shopper,
  filters?: Record<string, string>,
) {
  return t.app.inject({
    method,
    url: `/api/products/${productId}/notify-me`,
    ...(who && { headers: who.headers }),
    ...(filters && { payload: { filters } }),
  });
}

async function restockVariant(productId: string, selection: Record<string, string>, units: number) {
  await t.db
    .updateTable('product_variants')
    .set((eb) => ({ count_in_stock: eb('count_in_stock', '+', units) }))
    .where('product_id', '=', productId)
    .where('key', '=', variantKey(selection))
    .execute();
}

function sweep() {
  return sweepStockAlerts({ db: t.db, jobs: t.app.jobs, config: t.config });
}

/** Every "back in stock" mail to `email` sent so far (the sweep's mail jobs done first). */
async function backInStockMailsTo(email: string) {
  await jobsSettled(t);
  return (await readOutbox(t.config.mail.outboxDir)).filter(
    (mail) => mail.to === email && mail.subject.endsWith('is back in stock'),
  );
}

async function credits(productId: string) {
  return t.db
    .selectFrom('stock_alert_credits')
    .select(['variant_key as key', 'units'])
    .where('product_id', '=', productId)
    .execute();
}

describe('POST /api/products/:id/notify-me', () => {
  it('refuses visitors, unknown products and options, and a combination in stock', async () => {
    const product = await kurta(0);
    const who = await shopper(t);
    expect((await notifyMe('POST', product.id, undefined, L_BLACK)).statusCode).toBe(401);
    expect((await notifyMe('GET', product.id)).statusCode).toBe(401);

    const unknown = await notifyMe('POST', 'abcdefabcdefabcdefabcdef', who, L_BLACK);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    expect((await notifyMe('POST', 'not-an-id', who, L_BLACK)).statusCode).toBe(400);

    const badOption = await notifyMe('POST', product.id, who, { Fabric: 'Silk' });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().message).toBe('Unknown option "Fabric"');
    const badValue = await notifyMe('POST', product.id, who, { Size: 'XXL' });
    expect(badValue.statusCode).toBe(400);

    const inStock = await notifyMe('POST', product.id, who, M_BLACK);
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe(STOCK_ALERT_MESSAGES.inStock);
    expect((await notifyMe('GET', product.id, who)).json()).toEqual({ alerts: [] });
  });

  it('keeps one open request per combination: asking again answers the same', async () => {
    const product = await kurta(1);
    const who = await shopper(t);
    const first = await notifyMe('POST', product.id, who, { Size: 'L' });
    expect(first.statusCode).toBe(201);
    // The selection is the full one: the colour not chosen is its first value, keys in order.
    expect(first.json()).toEqual({
      message: STOCK_ALERT_MESSAGES.willEmail,
      alerts: [{ selection: L_BLACK, createdAt: expect.any(String) }],
    });
    const again = await notifyMe('POST', product.id, who, L_BLACK);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await notifyMe('GET', product.id, who)).json()).toEqual({ alerts: first.json().alerts });

    // A combination without a variant row cannot be bought, so it can be waited for too.
    expect((await notifyMe('POST', product.id, who, { Size: 'S', Color: 'Red' })).statusCode).toBe(201);
    expect((await notifyMe('GET', product.id, who)).json().alerts).toHaveLength(2);

    const cancelled = await notifyMe('DELETE', product.id, who, L_BLACK);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(STOCK_ALERT_MESSAGES.cancelled);
    expect(cancelled.json().alerts).toEqual([
      { selection: { Color: 'Red', Size: 'S' }, createdAt: expect.any(String) },
    ]);
  });

  it('waits for a product without variants as a whole, whatever options are chosen', async () => {
    const product = await stockedProduct(t, 2, { stock: 0 });
    await setOptions(t, product.id, [SIZES]);
    const who = await shopper(t);
    expect((await notifyMe('POST', product.id, who, { Size: 'M' })).statusCode).toBe(201);
    // One stock for all its options: another size is the same request.
    expect((await notifyMe('POST', product.id, who, { Size: 'S' })).statusCode).toBe(200);
    expect((await notifyMe('GET', product.id, who)).json().alerts).toEqual([
      { selection: {}, createdAt: expect.any(String) },
    ]);
  });
});

describe('limits on one shopper', () => {
  it(`refuses more than the cap of open requests (STOCK_ALERTS_PER_ACCOUNT, default 50)`, async () => {
    expect(t.config.limits.stockAlertsPerAccount).toBe(50);
    const who = await shopper(t);
    const products = [await kurta(3), await kurta(4), await kurta(5)];
    const deps = { db: t.db, config: { limits: { ...t.config.limits, stockAlertsPerAccount: 2 } } };
    await askForStockAlert(deps, who.userId, products[0]?.id ?? '', L_BLACK);
    await askForStockAlert(deps, who.userId, products[1]?.id ?? '', L_BLACK);
    // An open request asked again is not a new one.
    expect((await askForStockAlert(deps, who.userId, products[1]?.id ?? '', L_BLACK)).created).toBe(false);
    await expect(askForStockAlert(deps, who.userId, products[2]?.id ?? '', L_BLACK)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: tooManyStockAlerts(2),
    });
    // A request for a product the shop has since archived can be neither mailed nor cancelled: it counts no more.
    await archiveProduct(t, products[0]?.id ?? '');
    expect((await askForStockAlert(deps, who.userId, products[2]?.id ?? '', L_BLACK)).created).toBe(true);
  });

  it('answers 429 past the per-account rate of requests and cancels (RATE_LIMITS stockAlert)', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.stockAlert.perSubject;
    const product = await kurta(6);
    const who = await shopper(t);
    for (let i = 0; i < limit; i += 1) {
      const method = i % 2 === 0 ? 'POST' : 'DELETE';
      expect((await notifyMe(method, product.id, who, L_BLACK)).statusCode, `call ${i + 1}`).toBeLessThan(
        300,
      );
    }
    const over = await notifyMe('POST', product.id, who, L_BLACK);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many attempts/);
    // Another shopper is not held back by this one.
    expect((await notifyMe('POST', product.id, await shopper(t), L_BLACK)).statusCode).toBe(201);
  });
});

describe('the back-in-stock sweep', () => {
  it('mails the oldest requests once, as many as came back; the rest wait for the next rise', async () => {
    const product = await kurta(7);
    const [first, second, third] = await shoppers(t, 3);
    if (!first || !second || !third) throw new Error('no shoppers');
    for (const who of [first, second, third]) {
      expect((await notifyMe('POST', product.id, who, L_BLACK)).statusCode).toBe(201);
    }
    // Nothing came back yet: nothing to mail.
    expect(await sweep()).toBe(0);

    await restockVariant(product.id, L_BLACK, 2);
    expect(await credits(product.id)).toEqual([{ key: variantKey(L_BLACK), units: 2 }]);
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(0);
    const [mail] = await backInStockMailsTo(first.email);
    expect(mail?.subject).toBe(`${product.name} (Size: L, Color: Black) is back in stock`);
    expect(mail?.text).toContain(`${t.config.publicUrl}/shop/`);
    expect(mail?.text).toContain(`/${product.id}`);
    expect(await backInStockMailsTo(second.email)).toHaveLength(1);
    expect(await backInStockMailsTo(third.email)).toHaveLength(0);
    expect((await notifyMe('GET', product.id, first)).json().alerts).toEqual([]);
    expect((await notifyMe('GET', product.id, third)).json().alerts).toHaveLength(1);
    expect(await credits(product.id)).toEqual([]);

    // Another size coming back is not this one.
    await restockVariant(product.id, M_BLACK, 5);
    expect(await sweep()).toBe(0);

    await restockVariant(product.id, L_BLACK, 1);
    expect(await sweep()).toBe(1);
    expect(await backInStockMailsTo(third.email)).toHaveLength(1);
    expect(await backInStockMailsTo(first.email)).toHaveLength(1);
  });

  it('never mails more than are on sale when the sweep runs', async () => {
    const product = await kurta(8);
    const waiting = await shoppers(t, 3);
    for (const who of waiting) await notifyMe('POST', product.id, who, L_BLACK);
    await restockVariant(product.id, L_BLACK, 3);
    // Two of the three sold again before the sweep came.
    await restockVariant(product.id, L_BLACK, -2);
    expect(await sweep()).toBe(1);
    expect(await credits(product.id)).toEqual([]);
  });

  it('mails each request once when two sweeps run at once (two processes)', async () => {
    const product = await kurta(9);
    const waiting = await shoppers(t, 4);
    for (const who of waiting) await notifyMe('POST', product.id, who, L_BLACK);
    await restockVariant(product.id, L_BLACK, 4);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect((a ?? 0) + (b ?? 0)).toBe(4);
    for (const who of waiting) expect(await backInStockMailsTo(who.email)).toHaveLength(1);
  });

  it('mails when a cancel puts a product without variants back on sale', async () => {
    const product = await stockedProduct(t, 10, { stock: 1 });
    const [buyer, waiter] = await shoppers(t, 2);
    if (!buyer || !waiter) throw new Error('no shoppers');
    const order = await codOrder(t, buyer, [{ product: product.id, quantity: 1 }]);
    expect((await notifyMe('POST', product.id, waiter, {})).statusCode).toBe(201);

    expect((await cancelOrder(t, buyer, order._id, 'Changed my mind')).statusCode).toBe(200);
    expect(await sweep()).toBe(1);
    const [mail] = await backInStockMailsTo(waiter.email);
    expect(mail?.subject).toBe(`${product.name} is back in stock`);
  });

  it('mails when a cancel gives a sold-out variant its unit back', async () => {
    const product = await stockedProduct(t, 12);
    await setOptions(t, product.id, [SIZES, COLOURS]);
    await giveVariants(t, product.id, { [variantKey(L_BLACK)]: 1, [variantKey(M_BLACK)]: 3 });
    const [buyer, waiter] = await shoppers(t, 2);
    if (!buyer || !waiter) throw new Error('no shoppers');
    const order = await codOrder(t, buyer, [{ product: product.id, quantity: 1, filters: L_BLACK }]);
    expect((await notifyMe('POST', product.id, waiter, L_BLACK)).statusCode).toBe(201);

    expect((await cancelOrder(t, buyer, order._id, 'Changed my mind')).statusCode).toBe(200);
    expect(await sweep()).toBe(1);
    const [mail] = await backInStockMailsTo(waiter.email);
    expect(mail?.subject).toBe(`${product.name} (Size: L, Color: Black) is back in stock`);
  });

  it('counts a variant rise once for a whole-product request made before the product had variants', async () => {
    const product = await stockedProduct(t, 11, { stock: 0 });
    await setOptions(t, product.id, [SIZES, COLOURS]);
    const who = await shopper(t);
    expect((await notifyMe('POST', product.id, who, L_BLACK)).statusCode).toBe(201);
    // The owner splits the stock into variants: the product's own count (their sum, moved by 0034's trigger) is not
    // credited a second time.
    await giveVariants(t, product.id, { [variantKey(L_BLACK)]: 0, [variantKey(M_BLACK)]: 1 });
    expect(await credits(product.id)).toEqual([{ key: '{}', units: 1 }]);
    expect(await sweep()).toBe(1);
    expect(await backInStockMailsTo(who.email)).toHaveLength(1);
  });
});
