// Promotion limits under concurrency on real PostgreSQL (docs/decisions/038-promotions.md): a hundred shoppers racing
// for the last ten redemptions of a code get exactly ten orders (or holds) with it, `redemptions_left` ends at 0
// and the ninety others are refused in words, never a 500; one account racing itself gets its one use once.
import { PROMOTION_MESSAGES } from '@shop/shared/promotion.schemas';
import { describe, expect, it } from 'vitest';
import { madeBeforeAll } from '../../../test/before-all.ts';
import {
  personalInfo,
  placeCod,
  type Shopper,
  shippingInfo,
  shopper,
  shoppers,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { insertCode, redemptionsLeft } from '../../../test/promotion-helpers.ts';
import { rowCount } from '../../../test/row-count.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import { redeemOrThrow } from './checkout-promotions.service.ts';

const SHOPPERS = 100;
const LIMIT = 10;
/** Ample stock: the promotion's limit, not the product's, is what runs out. */
const STOCK = 1_000;

const t = useTestApp({ template: 'demo' });
const crowd = madeBeforeAll(() => shoppers(t, SHOPPERS));

/** A 10%-off code with a total limit and/or a per-account limit; answers its id and code. */
function limitedCode(limits: { usageLimit?: number; perAccountLimit?: number; id?: string }) {
  return insertCode(t.db, 'RACE', { title: 'Race', action: 'percent', percent: 10, ...limits });
}

function redemptionCount(promotionId: string) {
  return rowCount(t.db.selectFrom('promotion_redemptions').where('promotion_id', '=', promotionId));
}

/** Orders that used the code (their stored promotions name it). */
async function ordersWith(code: string): Promise<number> {
  const rows = await t.db.selectFrom('orders').select('promotions').execute();
  return rows.filter((row) => row.promotions.some((promotion) => promotion.code === code)).length;
}

function messageOf(response: { json(): unknown }): string {
  return (response.json() as { message: string }).message;
}

describe('the last ten redemptions of a code', () => {
  it('go to exactly ten of a hundred concurrent cash-on-delivery orders from a hundred accounts', async () => {
    const product = await stockedProduct(t, 0, { stock: STOCK });
    const promotion = await limitedCode({ usageLimit: LIMIT });

    const responses = await Promise.all(
      crowd.map((who) =>
        placeCod(t, who, [{ product: product.id, quantity: 1 }], { couponCode: promotion.code }),
      ),
    );

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(LIMIT);
    // Refused under the lock ("has just been fully redeemed") or, priced after the tenth committed, as a code
    // no longer live, which a stranger hears as not valid (decision 038).
    const refusals = new Set([
      PROMOTION_MESSAGES.justRedeemed(promotion.code),
      PROMOTION_MESSAGES.codeNotApplied('This code is not valid'),
    ]);
    for (const response of responses.filter((answer) => answer.statusCode !== 201)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(refusals).toContain(messageOf(response));
    }
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(0);
    expect(await redemptionCount(promotion.id)).toBe(LIMIT);
    expect(await ordersWith(promotion.code)).toBe(LIMIT);
    expect(await stockOf(t, product.id)).toBe(STOCK - LIMIT);
  });

  it('go to exactly ten of a hundred concurrent online checkouts (held by them until paid)', async () => {
    const product = await stockedProduct(t, 1, { stock: STOCK });
    const promotion = await limitedCode({ usageLimit: LIMIT });

    const responses = await Promise.all(
      crowd.map((who) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/v1/payment/process',
          headers: who.headers,
          payload: {
            // The hint: at least the discounted total (payment/process charges the server's).
            amount: 1_000_000,
            personalInfo,
            shippingInfo,
            orderItems: [{ product: product.id, quantity: 1, filters: {} }],
            couponCode: promotion.code,
          },
        }),
      ),
    );

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(LIMIT);
    for (const response of responses.filter((answer) => answer.statusCode !== 200)) {
      expect(response.statusCode, response.body).toBe(409);
    }
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(0);
    expect(await redemptionCount(promotion.id)).toBe(LIMIT);
    expect(await stockOf(t, product.id)).toBe(STOCK - LIMIT);
  });
});

describe('a code of one use per account', () => {
  it('gives one account racing itself exactly one order with it', async () => {
    const who: Shopper = await shopper(t);
    const product = await stockedProduct(t, 2, { stock: STOCK });
    const promotion = await limitedCode({ perAccountLimit: 1 });

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeCod(t, who, [{ product: product.id, quantity: 1 }], { couponCode: promotion.code }),
      ),
    );

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const refusals = new Set([
      `You have already used ${promotion.code}`,
      PROMOTION_MESSAGES.codeNotApplied(`You have already used ${promotion.code}`),
    ]);
    for (const response of responses.filter((answer) => answer.statusCode !== 201)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(refusals).toContain(messageOf(response));
    }
    expect(await redemptionCount(promotion.id)).toBe(1);
  });
});

describe('a redemption taken under the lock', () => {
  it('is refused in words when a limit was used between pricing and placing, and keeps nothing', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 3, { stock: STOCK });
    // Ids that lock the total limit first, so the refusal of the second gives the first back.
    const total = await limitedCode({ usageLimit: 3, id: `${'0'.repeat(23)}1` });
    const perAccount = await limitedCode({ perAccountLimit: 1, id: `${'0'.repeat(23)}2` });
    const placed = await placeCod(t, who, [{ product: product.id, quantity: 1 }], {
      couponCode: perAccount.code,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { order: { _id: string } }).order._id;
    const stored = (promotion: { id: string; code: string }) => ({
      ...promotion,
      title: 'Race',
      discount: 100,
      shippingDiscount: 0,
    });
    /** Redeems in a transaction of its own, as an order being placed would after its pricing. */
    const redeem = (promotions: { id: string; code: string }[]) =>
      inTransaction(t.db, (trx) => redeemOrThrow(trx, who.userId, promotions.map(stored), { orderId })).then(
        () => 'taken',
        (error: unknown) => (error instanceof AppError ? error.message : String(error)),
      );

    // The account's one use is its order's: a second is refused, and the total limit taken first is given back.
    expect(await redeem([total, perAccount])).toBe(`You have already used ${perAccount.code}`);
    expect(await redemptionsLeft(t.db, total.id)).toBe(3);
    await t.db.updateTable('promotions').set({ redemptions_left: 0 }).where('id', '=', total.id).execute();
    expect(await redeem([total])).toBe(PROMOTION_MESSAGES.justRedeemed(total.code));
    expect(await redemptionsLeft(t.db, total.id)).toBe(0);
    expect(await redemptionCount(total.id)).toBe(0);
    expect(await redemptionCount(perAccount.id)).toBe(1);
  });
});
