// The code kept on the cart, PUT/DELETE /api/cart/coupon and GET /api/cart's couponCode, against a real PostgreSQL
// (docs/decisions/038-promotions.md): a live code is kept with the cart's quote, an unknown or ended one is not and
// reads the same to a stranger, the shopper who kept it hears that it ended, and trying codes has a budget per
// account and per address (`RATE_LIMITS` couponCheck).
import { PROMOTION_MESSAGES, type Quote } from '@shop/shared/promotion.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { personalInfo, type Shopper, setStock, shippingInfo, shopper } from '../../../test/order-helpers.ts';
import {
  endAllPromotions,
  freshCode,
  insertPromotion,
  type PromoProduct,
  pricedProduct,
} from '../../../test/promotion-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limiter.ts';

/** Every shopper of this file asks from an address of its own, except where a test shares one on purpose. */
const IP_LIMIT = 40;
const t = useTestApp({
  template: 'demo',
  rateLimits: { couponCheck: { perIp: { limit: IP_LIMIT, windowSeconds: 3600 } } },
});

afterEach(() => endAllPromotions(t.db));

interface Asker extends Shopper {
  ip: string;
}

let nextAddress = 1;
async function asker(ip = `198.51.100.${nextAddress++}`): Promise<Asker> {
  return { ...(await shopper(t)), ip };
}

function call(who: Asker, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'x-forwarded-for': who.ip },
    ...(payload && { payload }),
  });
}

interface CouponAnswer {
  couponCode: string | null;
  quote: Quote | null;
  message: string;
}

async function applyCode(who: Asker, code: string): Promise<CouponAnswer> {
  const response = await call(who, 'PUT', '/api/cart/coupon', { code });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function removeCode(who: Asker): Promise<CouponAnswer> {
  const response = await call(who, 'DELETE', '/api/cart/coupon');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function cartCode(who: Asker): Promise<string | null | undefined> {
  const response = await call(who, 'GET', '/api/cart');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().couponCode;
}

async function addToCart(who: Asker, product: PromoProduct, quantity: number) {
  const response = await call(who, 'POST', '/api/cart/add', { productId: product.id, quantity, filters: {} });
  expect(response.statusCode, response.body).toBe(200);
}

function quote(who: Asker, product: PromoProduct, couponCode: string) {
  return call(who, 'POST', '/api/promotions/quote', {
    orderItems: [{ product: product.id, quantity: 1, filters: {} }],
    couponCode,
  });
}

async function codeMessage(
  who: Asker,
  product: PromoProduct,
  couponCode: string,
): Promise<string | undefined> {
  const response = await quote(who, product, couponCode);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Quote).code?.message;
}

describe('PUT and DELETE /api/cart/coupon', () => {
  it('keeps a live code (any case) on the cart with its quote, names it in the cart, and removes it', async () => {
    const who = await asker();
    const item = await pricedProduct(t, 1000);
    await addToCart(who, item, 1);
    const code = freshCode('DIWALI');
    await insertPromotion(t.db, { code, action: 'percent', percent: 10 });

    const applied = await applyCode(who, ` ${code.toLowerCase()}`);
    expect(applied).toMatchObject({ couponCode: code, message: `You save ₹100 with ${code}` });
    expect(applied.quote).toMatchObject({
      lines: [{ product: item.id, filters: {}, discount: 100 }],
      discount: 100,
      code: { code, applied: true, message: `You save ₹100 with ${code}` },
    });
    expect(await cartCode(who)).toBe(code);

    const removed = await removeCode(who);
    expect(removed).toMatchObject({ couponCode: null, message: PROMOTION_MESSAGES.couponRemoved });
    expect(removed.quote).toMatchObject({ discount: 0, code: null });
    expect(await cartCode(who)).toBeNull();
  });

  it('keeps a live code the cart does not qualify for yet, with what is missing; an empty cart keeps one too', async () => {
    const who = await asker();
    const item = await pricedProduct(t, 750);
    const code = freshCode('FIRST');
    await insertPromotion(t.db, { code, action: 'amount', amount: 100_00, minOrderValue: 1000_00 });

    const empty = await applyCode(who, code);
    expect(empty).toMatchObject({ couponCode: code, quote: null });
    expect(await cartCode(who)).toBe(code);

    await addToCart(who, item, 1);
    const short = await applyCode(who, code);
    expect(short).toMatchObject({ couponCode: code, message: `Add ₹250 more to use ${code}` });
    expect(short.quote).toMatchObject({ discount: 0, code: { code, applied: false } });
  });

  it('keeps nothing of an unknown, not yet started, ended or used-up code, with one answer for all', async () => {
    const who = await asker();
    const item = await pricedProduct(t, 500);
    await addToCart(who, item, 1);
    const kept = freshCode('KEPT');
    await insertPromotion(t.db, { code: kept, action: 'amount', amount: 50_00 });
    await applyCode(who, kept);
    const hour = 3_600_000;
    const refused = [freshCode('SOON'), freshCode('GONE'), freshCode('USED')];
    const [soon, gone, used] = refused;
    await insertPromotion(t.db, {
      code: soon,
      action: 'percent',
      percent: 5,
      startsAt: new Date(Date.now() + hour),
    });
    await insertPromotion(t.db, { code: gone, action: 'percent', percent: 5, status: 'ended' });
    await insertPromotion(t.db, {
      code: used,
      action: 'percent',
      percent: 5,
      usageLimit: 3,
      redemptionsLeft: 0,
    });

    const unknown = await applyCode(who, 'NOSUCHCODE');
    expect(unknown).toMatchObject({ couponCode: kept, message: 'This code is not valid' });
    // The cart's own code still priced in the quote.
    expect(unknown.quote).toMatchObject({ discount: 50, code: { code: kept, applied: true } });
    for (const code of refused) expect(await applyCode(who, code ?? ''), code).toEqual(unknown);
    expect(await cartCode(who)).toBe(kept);

    const stranger = await asker();
    expect(await applyCode(stranger, gone ?? '')).toEqual({
      couponCode: null,
      quote: null,
      message: 'This code is not valid',
    });
  });

  it('prices only the cart lines whose stock covers their quantity, as the cart page totals them', async () => {
    const who = await asker();
    const [kettle, lamp] = [await pricedProduct(t, 1000), await pricedProduct(t, 500)];
    await addToCart(who, kettle, 1);
    await addToCart(who, lamp, 3);
    // Two lamps left for a line of three: the page leaves the line out of its totals, and so must the quote.
    await setStock(t, lamp.id, 2);
    const code = freshCode('STOCK');
    await insertPromotion(t.db, { code, action: 'percent', percent: 10 });

    const applied = await applyCode(who, code);
    expect(applied.quote).toMatchObject({
      lines: [{ product: kettle.id, discount: 100 }],
      discount: 100,
      code: { code, applied: true, message: `You save ₹100 with ${code}` },
    });
    expect((await removeCode(who)).quote?.lines.map((line) => line.product)).toEqual([kettle.id]);
  });

  it('a second code replaces the first', async () => {
    const who = await asker();
    const item = await pricedProduct(t, 1000);
    await addToCart(who, item, 1);
    const [first, second] = [freshCode('ONE'), freshCode('TWO')];
    await insertPromotion(t.db, { code: first, action: 'amount', amount: 100_00 });
    await insertPromotion(t.db, { code: second, action: 'amount', amount: 200_00 });

    await applyCode(who, first);
    const replaced = await applyCode(who, second);
    expect(replaced.couponCode).toBe(second);
    expect(replaced.quote?.applied.map((applied) => applied.code)).toEqual([second]);
    expect(await cartCode(who)).toBe(second);
  });

  it('tells the shopper who kept a code that it ended or was fully redeemed; a stranger hears it is not valid', async () => {
    const [who, stranger] = [await asker(), await asker()];
    const item = await pricedProduct(t, 600);
    await addToCart(who, item, 1);
    const [ending, redeemed] = [freshCode('SALE'), freshCode('FEW')];
    const endingId = await insertPromotion(t.db, { code: ending, action: 'percent', percent: 10 });
    await applyCode(who, ending);
    await t.db
      .updateTable('promotions')
      .set({ ends_at: new Date(Date.now() - 60_000) })
      .where('id', '=', endingId)
      .execute();

    expect(await codeMessage(who, item, ending.toLowerCase())).toBe('This code has ended');
    expect(await applyCode(who, ending)).toMatchObject({
      couponCode: ending,
      message: 'This code has ended',
    });
    expect(await codeMessage(stranger, item, ending)).toBe('This code is not valid');
    expect((await removeCode(who)).couponCode).toBeNull();

    const redeemedId = await insertPromotion(t.db, {
      code: redeemed,
      action: 'percent',
      percent: 10,
      usageLimit: 5,
    });
    await applyCode(who, redeemed);
    await t.db.updateTable('promotions').set({ redemptions_left: 0 }).where('id', '=', redeemedId).execute();
    expect(await codeMessage(who, item, redeemed)).toBe(`${redeemed} has been fully redeemed`);
    expect(await codeMessage(stranger, item, redeemed)).toBe('This code is not valid');
  });

  it('refuses a bad body with a plain 400, and an anonymous caller with 401', async () => {
    const who = await asker();
    const cases: [unknown, string][] = [
      [{}, 'Enter a code'],
      [{ code: '  ' }, 'Enter a code'],
      [{ code: 'X'.repeat(51) }, 'This code is not valid'],
      [{ code: 42 }, 'Enter a code'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(who, 'PUT', '/api/cart/coupon', payload as object);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/cart/coupon', payload: { code: 'ANY' } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('the budget of code checks (RATE_LIMITS couponCheck)', () => {
  it('answers 429 to the 31st code tried by an account in the hour, applied or quoted; the cart’s own code is free', async () => {
    const perAccount = DEFAULT_RATE_LIMITS.couponCheck.perSubject.limit;
    expect(perAccount).toBe(30);
    const who = await asker();
    const item = await pricedProduct(t, 400);
    await addToCart(who, item, 1);
    const live = freshCode('LIVE');
    await insertPromotion(t.db, { code: live, action: 'percent', percent: 10 });

    // 15 codes applied and 14 quoted, all unknown, then the live one kept: 30 checks.
    for (let n = 0; n < 15; n += 1) expect((await applyCode(who, `GUESS${n}A`)).couponCode).toBeNull();
    for (let n = 0; n < 14; n += 1)
      expect(await codeMessage(who, item, `GUESS${n}B`)).toBe('This code is not valid');
    expect((await applyCode(who, live)).couponCode).toBe(live);

    // Viewing the cart with its own code, in any case, costs nothing.
    for (const code of [live, live.toLowerCase()])
      expect(await codeMessage(who, item, code)).toMatch(/You save/);
    expect(await cartCode(who)).toBe(live);

    for (const response of [
      await quote(who, item, 'GUESSC'),
      await call(who, 'PUT', '/api/cart/coupon', { code: 'GUESSD' }),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: PROMOTION_MESSAGES.tooManyCodeChecks });
    }
    // Another account is not held back by this one.
    expect((await applyCode(await asker(), live)).couponCode).toBe(live);
  });

  it('counts a code sent with an order, a payment or the cash-on-delivery check against the same budget', async () => {
    const who = await asker();
    const item = await pricedProduct(t, 400);
    const orderItems = [{ product: item.id, quantity: 1, filters: {} }];
    const cod = (couponCode: string) =>
      call(who, 'POST', '/api/orders', {
        paymentMethod: 'cod',
        personalInfo: { ...personalInfo, email: who.email },
        shippingInfo,
        orderItems,
        couponCode,
      });
    for (let n = 0; n < 29; n += 1) await applyCode(who, `ROUTE${n}A`);
    // The 30th check: a code tried by placing an order, refused in words.
    const tried = await cod('ROUTEB');
    expect(tried.statusCode).toBe(409);
    for (const response of [
      await cod('ROUTEC'),
      await call(who, 'POST', '/api/orders/v1/payment/process', {
        amount: 400,
        personalInfo: { ...personalInfo, email: who.email },
        shippingInfo,
        orderItems,
        couponCode: 'ROUTED',
      }),
      await call(who, 'POST', '/api/checkout/cod-availability', {
        orderItems,
        postalCode: shippingInfo.postalCode,
        couponCode: 'ROUTEE',
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json()).toEqual({ message: PROMOTION_MESSAGES.tooManyCodeChecks });
    }
  });

  it('counts every account of one address together', async () => {
    const address = '203.0.113.77';
    const [first, second] = [await asker(address), await asker(address)];
    for (let n = 0; n < 25; n += 1) await applyCode(first, `ADDR${n}A`);
    for (let n = 0; n < IP_LIMIT - 25; n += 1) await applyCode(second, `ADDR${n}B`);

    const over = await call(second, 'PUT', '/api/cart/coupon', { code: 'ADDRX' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(PROMOTION_MESSAGES.tooManyCodeChecks);
    // The same account from another address still has its own budget left.
    expect((await applyCode({ ...second, ip: '203.0.113.78' }, 'ADDRY')).couponCode).toBeNull();
  });
});
