// The demo shop's coupon codes (docs/decisions/038-promotions.md): FIRST100, DIWALI20 and FREESHIP mean what the
// README says when the shared rule reads them, there is no automatic offer (it would change every demo basket's
// total), and seeding again adds nothing twice nor trips over a code the admin already uses.
import { applyPromotions, type PromotableLine, type PromotionContext } from '@shop/shared/promotions';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { toRule } from '../../modules/promotions/live-promotions.repository.ts';
import type { Db } from '../database.ts';
import { DEMO_PROMOTIONS, endOfDayInIndiaAYearFrom, seedDemoPromotions } from './seed.ts';

let db: Db;
beforeAll(async () => {
  db = (await createTestDatabase('empty')).db;
});
afterAll(() => db.destroy());

const line = (price: number, quantity = 1): PromotableLine => ({
  productId: 'p1',
  category: 'Kitchen',
  brand: 'Prestige',
  price,
  quantity,
});

async function saving(code: string, lines: PromotableLine[], context: Partial<PromotionContext> = {}) {
  const rules = (await db.selectFrom('promotions').selectAll().execute()).map(toRule);
  const result = applyPromotions(lines, rules, {
    now: new Date(),
    code,
    firstOrder: true,
    shippingCost: 4900,
    ...context,
  });
  return { discount: result.discount, shipping: result.shippingDiscount, code: result.code };
}

it('seeds the three demo codes, once, and no automatic offer', async () => {
  await seedDemoPromotions(db);
  await seedDemoPromotions(db);
  const rows = await db
    .selectFrom('promotions')
    .select(['code', 'per_account_limit'])
    .orderBy('code')
    .execute();
  expect(rows).toEqual([
    { code: 'DIWALI20', per_account_limit: null },
    { code: 'FIRST100', per_account_limit: 1 },
    { code: 'FREESHIP', per_account_limit: null },
  ]);

  // FIRST100: ₹100 off a first order of ₹999 or more.
  expect(await saving('first100', [line(99_900)])).toMatchObject({ discount: 10_000 });
  expect((await saving('FIRST100', [line(99_800)])).code).toMatchObject({ refusal: { kind: 'min_value' } });
  expect((await saving('FIRST100', [line(99_900)], { firstOrder: false })).code).toMatchObject({
    refusal: { kind: 'first_order' },
  });
  // DIWALI20: 20% off ₹1,499 or more, never more than ₹500, and still running a while from now.
  expect(await saving('DIWALI20', [line(150_000)])).toMatchObject({ discount: 30_000 });
  expect(await saving('DIWALI20', [line(500_000)])).toMatchObject({ discount: 50_000 });
  expect(
    await saving('DIWALI20', [line(150_000)], { now: new Date(Date.now() + 300 * 86_400_000) }),
  ).toMatchObject({ discount: 30_000 });
  expect((await saving('DIWALI20', [line(149_800)])).code).toMatchObject({ refusal: { kind: 'min_value' } });
  // FREESHIP: the standard shipping of an order of ₹299 or more.
  expect(await saving('FREESHIP', [line(29_900)])).toMatchObject({ discount: 0, shipping: 4900 });
});

it('ends DIWALI20 at 11:59 pm India time, a year on', () => {
  // 10:00 pm UTC on 29 Nov is already 30 Nov in India.
  expect(endOfDayInIndiaAYearFrom(new Date('2026-11-29T22:00:00Z')).toISOString()).toBe(
    '2027-11-30T18:29:00.000Z',
  );
});

it('leaves alone a demo code the admin has put on a promotion of their own', async () => {
  await db.deleteFrom('promotions').where('id', '=', DEMO_PROMOTIONS.freeShip.id).execute();
  await db
    .insertInto('promotions')
    .values({ id: 'admin-freeship', code: 'FREESHIP', title: 'Own free shipping', action: 'free_shipping' })
    .execute();
  await seedDemoPromotions(db);
  const owners = await db.selectFrom('promotions').select('id').where('code', '=', 'FREESHIP').execute();
  expect(owners).toEqual([{ id: 'admin-freeship' }]);
});
