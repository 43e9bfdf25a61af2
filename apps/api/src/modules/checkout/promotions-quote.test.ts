// POST /api/promotions/quote against a real PostgreSQL (docs/decisions/038-promotions.md): each action, target,
// condition and combination rule as a shopper reads it, in rupees, equal to what the shared rule gives for the
// stored promotions, with lines that add up to the discount. Promotions are rows inserted here.
import { MAX_ORDER_LINES } from '@shop/shared/order.schemas';
import type { Quote } from '@shop/shared/promotion.schemas';
import type { PromotableLine, PromotionResult } from '@shop/shared/promotions';
import { afterEach, describe, expect, it } from 'vitest';
import { codOrder, type Shopper, setOrderStatus, setStock, shopper } from '../../../test/order-helpers.ts';
import {
  endAllPromotions,
  freshCode,
  insertPromotion,
  type PromoProduct,
  pricedProduct,
  ruleResult,
} from '../../../test/promotion-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';

const t = useTestApp({ template: 'demo' });

// An automatic offer of one test must not reach the next test's baskets.
afterEach(() => endAllPromotions(t.db));

type Basket = readonly (readonly [PromoProduct, number])[];

function requestQuote(who: Shopper, basket: Basket, couponCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/promotions/quote',
    headers: who.headers,
    payload: {
      orderItems: basket.map(([product, quantity]) => ({ product: product.id, quantity, filters: {} })),
      ...(couponCode !== undefined && { couponCode }),
    },
  });
}

async function quote(who: Shopper, basket: Basket, couponCode?: string): Promise<Quote> {
  const response = await requestQuote(who, basket, couponCode);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const paise = (rupees: number) => Math.round(rupees * 100);

function promotable(basket: Basket): PromotableLine[] {
  return basket.map(([product, quantity]) => ({
    productId: product.id,
    category: product.category,
    brand: product.brand,
    price: product.price,
    quantity,
  }));
}

/**
 * The quote says what the shared rule says of the same basket and stored promotions (each product once in the
 * basket), and its lines add up to its discount.
 */
function expectRule(answer: Quote, rule: PromotionResult, basket: Basket) {
  expect(answer.lines.map((line) => [line.product, paise(line.discount)])).toEqual(
    basket.map(([product], index) => [product.id, rule.lineDiscounts[index]]),
  );
  expect(paise(answer.discount)).toBe(rule.discount);
  expect(answer.lines.reduce((sum, line) => sum + paise(line.discount), 0)).toBe(paise(answer.discount));
  expect(paise(answer.shippingDiscount)).toBe(rule.shippingDiscount);
  expect(answer.applied.map((applied) => [applied.id, paise(applied.saving)])).toEqual(
    rule.applied.map((applied) => [applied.id, applied.discount + applied.shippingDiscount]),
  );
}

async function expectSameAsRule(answer: Quote, basket: Basket, code: string | null, shippingCost = 0) {
  expectRule(answer, await ruleResult(t.db, promotable(basket), { code, shippingCost }), basket);
}

describe('actions', () => {
  it('takes a percent off, never more than its cap, spread over the lines by value', async () => {
    const who = await shopper(t);
    const [big, small] = [await pricedProduct(t, 1000), await pricedProduct(t, 500)];
    const code = freshCode('PCT');
    await insertPromotion(t.db, { code, action: 'percent', percent: 20, maxDiscount: paise(150) });

    const capped = await quote(
      who,
      [
        [big, 1],
        [small, 1],
      ],
      code,
    );
    // 20% of ₹1,500 is ₹300, capped at ₹150: ₹100 and ₹50 by the lines' values.
    expect(capped.lines.map((line) => line.discount)).toEqual([100, 50]);
    expect(capped.discount).toBe(150);
    expect(capped.code).toEqual({ code, applied: true, message: `You save ₹150 with ${code}` });
    expect(capped.applied).toEqual([
      expect.objectContaining({ code, saving: 150, message: `You save ₹150 with ${code}` }),
    ]);
    await expectSameAsRule(
      capped,
      [
        [big, 1],
        [small, 1],
      ],
      code,
    );

    const under = await quote(who, [[small, 1]], code);
    expect(under.discount).toBe(100);
  });

  it('takes an amount off, in paise that add up, and never more than the lines cost', async () => {
    const who = await shopper(t);
    const [a, b, c] = [
      await pricedProduct(t, 1000),
      await pricedProduct(t, 500),
      await pricedProduct(t, 250),
    ];
    const code = freshCode('AMT');
    await insertPromotion(t.db, { code, action: 'amount', amount: paise(100) });

    const basket = [
      [a, 1],
      [b, 1],
      [c, 1],
    ] as const;
    const answer = await quote(who, basket, code);
    // ₹100 over ₹1,750 by value: 57.142…, 28.571…, 14.285… paise left over go to the largest remainder (the last).
    expect(answer.lines.map((line) => line.discount)).toEqual([57.14, 28.57, 14.29]);
    expect(answer.discount).toBe(100);
    await expectSameAsRule(answer, basket, code);

    const big = freshCode('BIG');
    await insertPromotion(t.db, { code: big, action: 'amount', amount: paise(5000) });
    expect((await quote(who, [[c, 2]], big)).discount).toBe(500);
  });

  it('makes the standard shipping free, and says when there is none to take off', async () => {
    const who = await shopper(t);
    const shipped = await pricedProduct(t, 200, { shipping: 40 });
    const code = freshCode('SHIP');
    await insertPromotion(t.db, { code, action: 'free_shipping' });

    const answer = await quote(who, [[shipped, 1]], code);
    expect(answer).toMatchObject({ discount: 0, shippingDiscount: 40 });
    expect(answer.code).toEqual({ code, applied: true, message: `You save ₹40 with ${code}` });
    await expectSameAsRule(answer, [[shipped, 1]], code, paise(40));

    // Over the shop's free-shipping threshold (₹499) there is no shipping to take off.
    const over = await quote(who, [[shipped, 3]], code);
    expect(over.code).toEqual({
      code,
      applied: false,
      message: `${code} gives no further saving on this order`,
    });
    expect(over.shippingDiscount).toBe(0);
  });

  it('buy 2 get 1 free of one product: the third unit is free, two units earn nothing', async () => {
    const who = await shopper(t);
    const kurta = await pricedProduct(t, 300);
    const id = await insertPromotion(t.db, {
      title: 'Buy 2, get 1 free',
      action: 'buy_x_get_y',
      buy: 2,
      get: 1,
      sameProduct: true,
      target: 'products',
      targetValues: [kurta.id],
    });

    const three = await quote(who, [[kurta, 3]]);
    expect(three.lines.map((line) => line.discount)).toEqual([300]);
    expect(three.applied).toEqual([
      {
        id,
        code: null,
        title: 'Buy 2, get 1 free',
        saving: 300,
        shippingSaving: 0,
        message: 'You save ₹300 with Buy 2, get 1 free',
      },
    ]);
    expect(three.code).toBeNull();
    await expectSameAsRule(three, [[kurta, 3]], null);

    const two = await quote(who, [[kurta, 2]]);
    expect(two).toMatchObject({ discount: 0, applied: [] });
  });

  it('buy 2 get 1 free across a set: the cheapest unit of the set is free, unless it must be one product', async () => {
    const who = await shopper(t);
    const [saree, scarf] = [await pricedProduct(t, 300), await pricedProduct(t, 200)];
    const set = {
      action: 'buy_x_get_y',
      buy: 2,
      get: 1,
      target: 'products',
      targetValues: [saree.id, scarf.id],
    } as const;
    await insertPromotion(t.db, { ...set, targetValues: [...set.targetValues], sameProduct: false });

    const basket = [
      [saree, 2],
      [scarf, 1],
    ] as const;
    const mixed = await quote(who, basket);
    expect(mixed.lines.map((line) => line.discount)).toEqual([0, 200]);
    await expectSameAsRule(mixed, basket, null);

    await endAllPromotions(t.db);
    await insertPromotion(t.db, { ...set, targetValues: [...set.targetValues], sameProduct: true });
    expect((await quote(who, basket)).discount).toBe(0);
  });

  it('buy 2 get 1 at 50% off: half the cheapest unit of every three', async () => {
    const who = await shopper(t);
    const [lamp, bulb] = [await pricedProduct(t, 300), await pricedProduct(t, 120)];
    await insertPromotion(t.db, { action: 'buy_x_get_y', buy: 2, get: 1, percent: 50 });

    const basket = [
      [lamp, 2],
      [bulb, 1],
    ] as const;
    const answer = await quote(who, basket);
    expect(answer.lines.map((line) => line.discount)).toEqual([0, 60]);
    await expectSameAsRule(answer, basket, null);
  });
});

describe('targets', () => {
  it('a category, a brand (in any case) or a product: only the lines it names are discounted', async () => {
    const who = await shopper(t);
    const brand = `Tanvi Crafts ${newId().slice(-4)}`;
    const named = await pricedProduct(t, 1000, { brand });
    const other = await pricedProduct(t, 1000, { notCategory: named.category });
    const basket = [
      [named, 1],
      [other, 1],
    ] as const;
    const cases = [
      { target: 'categories', targetValues: [named.category], expected: [100, 0] },
      { target: 'brands', targetValues: [brand.toUpperCase()], expected: [100, 0] },
      { target: 'products', targetValues: [other.id], expected: [0, 100] },
    ] as const;
    for (const { target, targetValues, expected } of cases) {
      const code = freshCode('TGT');
      await insertPromotion(t.db, {
        code,
        action: 'percent',
        percent: 10,
        target,
        targetValues: [...targetValues],
      });
      const answer = await quote(who, basket, code);
      expect(
        answer.lines.map((line) => line.discount),
        target,
      ).toEqual(expected);
      await expectSameAsRule(answer, basket, code);
    }
  });

  it('says a code is not for the items in the cart when it names none of them', async () => {
    const who = await shopper(t);
    const [named, other] = [await pricedProduct(t, 400), await pricedProduct(t, 400)];
    const code = freshCode('ONLY');
    await insertPromotion(t.db, {
      code,
      action: 'amount',
      amount: paise(50),
      target: 'products',
      targetValues: [named.id],
    });

    const answer = await quote(who, [[other, 1]], code);
    expect(answer.code).toEqual({
      code,
      applied: false,
      message: `${code} does not apply to the items in your cart`,
    });
    expect(answer.discount).toBe(0);
  });
});

describe('conditions', () => {
  it('a minimum order value says how much more to add, and applies once reached', async () => {
    const who = await shopper(t);
    const item = await pricedProduct(t, 375);
    const code = freshCode('FIRST');
    await insertPromotion(t.db, { code, action: 'amount', amount: paise(100), minOrderValue: paise(1000) });

    const short = await quote(who, [[item, 2]], code);
    expect(short.code).toEqual({ code, applied: false, message: `Add ₹250 more to use ${code}` });
    expect(short.discount).toBe(0);

    const enough = await quote(who, [[item, 3]], code);
    expect(enough.code).toEqual({ code, applied: true, message: `You save ₹100 with ${code}` });
  });

  it('a minimum quantity says how many more items', async () => {
    const who = await shopper(t);
    const item = await pricedProduct(t, 100);
    const code = freshCode('QTY');
    await insertPromotion(t.db, { code, action: 'percent', percent: 10, minQuantity: 3 });

    expect((await quote(who, [[item, 1]], code)).code?.message).toBe(`Add 2 more items to use ${code}`);
    expect((await quote(who, [[item, 3]], code)).code?.applied).toBe(true);
  });

  it('a first-order code is refused to an account with an order that is not cancelled', async () => {
    const [who, newcomer] = [await shopper(t), await shopper(t)];
    const item = await pricedProduct(t, 600);
    const code = freshCode('NEW');
    await insertPromotion(t.db, { code, action: 'amount', amount: paise(100), firstOrderOnly: true });
    const order = await codOrder(t, who, [{ product: item.id, quantity: 1 }]);

    expect((await quote(who, [[item, 1]], code)).code).toEqual({
      code,
      applied: false,
      message: `${code} is for your first order`,
    });
    expect((await quote(newcomer, [[item, 1]], code)).code?.applied).toBe(true);

    await setOrderStatus(t, order._id, 'cancelled');
    expect((await quote(who, [[item, 1]], code)).code?.applied).toBe(true);
  });

  it('dates: a code not started yet or ended reads to a stranger exactly as an unknown code', async () => {
    const who = await shopper(t);
    const item = await pricedProduct(t, 800);
    const hour = 3_600_000;
    const later = freshCode('SOON');
    const over = freshCode('GONE');
    const paused = freshCode('HOLD');
    await insertPromotion(t.db, {
      code: later,
      action: 'percent',
      percent: 10,
      startsAt: new Date(Date.now() + hour),
    });
    await insertPromotion(t.db, {
      code: over,
      action: 'percent',
      percent: 10,
      startsAt: new Date(Date.now() - 2 * hour),
      endsAt: new Date(Date.now() - hour),
    });
    await insertPromotion(t.db, { code: paused, action: 'percent', percent: 10, status: 'paused' });

    const unknown = await quote(who, [[item, 1]], 'NOSUCHCODE');
    expect(unknown.code).toEqual({ code: 'NOSUCHCODE', applied: false, message: 'This code is not valid' });
    for (const code of [later, over, paused]) {
      const answer = await quote(who, [[item, 1]], code);
      expect(answer, code).toEqual({ ...unknown, code: { ...unknown.code, code } });
    }
  });
});

describe('limits', () => {
  it('a code the account has used up is refused in words; to a stranger a code used up is not valid', async () => {
    const [who, other] = [await shopper(t), await shopper(t)];
    const item = await pricedProduct(t, 700);
    const once = freshCode('ONCE');
    const onceId = await insertPromotion(t.db, {
      code: once,
      action: 'amount',
      amount: paise(70),
      perAccountLimit: 1,
    });
    const gone = freshCode('LAST');
    await insertPromotion(t.db, {
      code: gone,
      action: 'amount',
      amount: paise(70),
      usageLimit: 10,
      redemptionsLeft: 0,
    });
    const order = await codOrder(t, who, [{ product: item.id, quantity: 1 }]);
    await t.db
      .insertInto('promotion_redemptions')
      .values({
        id: newId(),
        promotion_id: onceId,
        user_id: who.userId,
        order_id: order._id,
        discount: paise(70),
      })
      .execute();

    expect((await quote(who, [[item, 1]], once)).code?.message).toBe(`You have already used ${once}`);
    expect((await quote(other, [[item, 1]], once)).code?.applied).toBe(true);
    expect((await quote(other, [[item, 1]], gone)).code?.message).toBe('This code is not valid');
  });
});

describe('combining', () => {
  it('one code applies on top of the automatic offers marked combinable', async () => {
    const who = await shopper(t);
    const item = await pricedProduct(t, 1000);
    await insertPromotion(t.db, {
      title: 'Festive 10% off',
      action: 'percent',
      percent: 10,
      combinable: true,
    });
    const code = freshCode('PLUS');
    await insertPromotion(t.db, { code, action: 'amount', amount: paise(100) });

    const answer = await quote(who, [[item, 1]], code);
    expect(answer.applied.map((applied) => [applied.code, applied.saving])).toEqual([
      [null, 100],
      [code, 100],
    ]);
    expect(answer.discount).toBe(200);
    await expectSameAsRule(answer, [[item, 1]], code);
  });

  it('an offer that cannot be combined wins when it saves more, and the code says so; else the code wins', async () => {
    const who = await shopper(t);
    const item = await pricedProduct(t, 1000);
    const sale = await insertPromotion(t.db, {
      title: 'Mega sale 30%',
      action: 'percent',
      percent: 30,
      combinable: false,
    });
    const small = freshCode('SMALL');
    const large = freshCode('LARGE');
    await insertPromotion(t.db, { code: small, action: 'amount', amount: paise(50) });
    await insertPromotion(t.db, { code: large, action: 'amount', amount: paise(500) });

    const beaten = await quote(who, [[item, 1]], small);
    expect(beaten.applied.map((applied) => applied.id)).toEqual([sale]);
    expect(beaten.discount).toBe(300);
    expect(beaten.code).toEqual({
      code: small,
      applied: false,
      message: `${small} was not applied: Mega sale 30% saves you more`,
    });
    await expectSameAsRule(beaten, [[item, 1]], small);

    const winning = await quote(who, [[item, 1]], large);
    expect(winning.applied.map((applied) => applied.code)).toEqual([large]);
    expect(winning.discount).toBe(500);
  });

  it('names an automatic offer the basket nearly reaches', async () => {
    const who = await shopper(t);
    const item = await pricedProduct(t, 750);
    const id = await insertPromotion(t.db, {
      title: '₹50 off on ₹999+',
      action: 'amount',
      amount: paise(50),
      minOrderValue: paise(999),
    });

    expect((await quote(who, [[item, 1]])).nearby).toEqual([
      { id, title: '₹50 off on ₹999+', message: 'Add ₹249 more for ₹50 off on ₹999+' },
    ]);
  });
});

describe('the quote', () => {
  it('answers each distinct line once, its lines adding up to the discount; codes in any case', async () => {
    const who = await shopper(t);
    const [a, b] = [await pricedProduct(t, 333), await pricedProduct(t, 111)];
    const code = freshCode('ODD');
    await insertPromotion(t.db, { code, action: 'percent', percent: 7 });

    const response = await requestQuote(
      who,
      [
        [a, 1],
        [b, 2],
        [a, 2],
      ],
      `  ${code.toLowerCase()} `,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer: Quote = response.json();
    expect(answer.lines.map((line) => line.product)).toEqual([a.id, b.id]);
    expect(answer.code).toMatchObject({ code, applied: true });
    await expectSameAsRule(
      answer,
      [
        [a, 3],
        [b, 2],
      ],
      code,
    );
  });

  it('refuses a bad body with a plain 400, and unknown or sold-out products as the checkout does', async () => {
    const who = await shopper(t);
    const item = await pricedProduct(t, 100);
    await setStock(t, item.id, 2);
    const line = { product: item.id, quantity: 1, filters: {} };
    const cases: [unknown, number, string][] = [
      [{}, 400, ''],
      [{ orderItems: [] }, 400, 'No items to price'],
      [{ orderItems: [{ ...line, quantity: 0 }] }, 400, 'Quantity must be at least 1'],
      [{ orderItems: [line], couponCode: '   ' }, 400, 'Enter a code'],
      [{ orderItems: [line], couponCode: 'X'.repeat(51) }, 400, 'This code is not valid'],
      [{ orderItems: [{ ...line, product: '0123456789abcdef01234567' }] }, 404, 'Product not found'],
      [{ orderItems: [{ ...line, quantity: 3 }] }, 409, ''],
      [{ orderItems: [{ ...line, quantity: 11 }] }, 400, ''],
      // No more lines than one order may hold (MAX_ORDER_LINES), in the checkout's words.
      [
        { orderItems: Array.from({ length: MAX_ORDER_LINES + 1 }, () => line) },
        400,
        `At most ${MAX_ORDER_LINES} items in one order`,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/promotions/quote',
        headers: who.headers,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = response.json() as { message: string };
      expect(typeof body.message).toBe('string');
      if (message) expect(body.message, JSON.stringify(payload)).toBe(message);
    }
  });

  it('is for signed-in shoppers only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/promotions/quote', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
