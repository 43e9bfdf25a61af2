// The admin's promotions (docs/decisions/038-promotions.md): created, listed, edited, paused and ended in rupees
// with an audit entry each; bad input refused in words; one open promotion per code; edits only from the version
// loaded; a new total limit keeps the redemptions used; and the report's figures over the orders that used one.
import type { AdminPromotion, PromotionInput, PromotionReport } from '@shop/shared/promotion.schemas';
import { PROMOTION_ADMIN_MESSAGES, PROMOTION_MESSAGES } from '@shop/shared/promotion.schemas';
import { describe, expect, it } from 'vitest';
import { expectAdminsOnly, useAdmin } from '../../../test/admin-helpers.ts';
import { codOrderOf, type Shopper, setOrderStatus, useShopper } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);
const customer = useShopper(t);

const URL = '/api/admin/promotions';

function form(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    code: 'welcome100',
    title: 'Rs 100 off your first order',
    action: 'amount',
    amount: 100,
    minOrderValue: 499,
    firstOrderOnly: true,
    ...overrides,
  };
}

function send(method: 'POST' | 'PUT', url: string, payload: object, who: Shopper = boss) {
  return t.app.inject({ method, url, headers: who.headers, payload });
}

async function created(payload: PromotionInput): Promise<AdminPromotion> {
  const response = await send('POST', URL, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminPromotion;
}

async function edited(promotion: AdminPromotion, changes: Partial<PromotionInput>): Promise<AdminPromotion> {
  const { id, version, ...fields } = promotion;
  const response = await send('PUT', `${URL}/${id}`, { ...fields, ...changes, version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminPromotion;
}

async function stored(id: string) {
  return t.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('promotions (admin)', () => {
  it('creates, lists, edits, pauses and ends a promotion in rupees, each change audited', async () => {
    const sale = await created(
      form({
        code: 'deepavali20',
        title: 'Diwali sale',
        action: 'percent',
        percent: 20,
        amount: 50, // not used by a percent: dropped
        maxDiscount: 150.5,
        minOrderValue: 999,
        firstOrderOnly: false,
        target: 'categories',
        targetValues: ['kitchen', 'Kitchen', 'Fitness'],
        startsAt: '2026-10-20T00:00:00+05:30',
        endsAt: '2026-11-05T23:59:00+05:30',
      }),
    );
    expect(sale).toMatchObject({
      code: 'DEEPAVALI20',
      status: 'active',
      percent: 20,
      amount: null,
      maxDiscount: 150.5,
      minOrderValue: 999,
      targetValues: ['Kitchen', 'Fitness'],
      startsAt: '2026-10-19T18:30:00.000Z',
      endsAt: '2026-11-05T18:29:00.000Z',
      version: 1,
      redemptions: 0,
      redemptionsLeft: null,
      badge: 'Extra 20% off on ₹999+',
    });
    expect(await stored(sale.id)).toMatchObject({
      max_discount: 15050,
      min_order_value: 99900,
      amount: null,
    });

    const later = await created(form({ code: null, title: 'Free shipping', action: 'free_shipping' }));
    const list = await t.app.inject({ method: 'GET', url: URL, headers: boss.headers });
    const ids = (list.json() as { promotions: AdminPromotion[] }).promotions.map((p) => p.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(sale.id));

    const renamed = await edited(sale, { title: 'Diwali dhamaka' });
    expect(renamed).toMatchObject({ title: 'Diwali dhamaka', version: 2 });
    const read = await t.app.inject({ method: 'GET', url: `${URL}/${sale.id}`, headers: boss.headers });
    expect(read.json()).toEqual(renamed);
    const paused = await edited(renamed, { status: 'paused' });
    const resumed = await edited(paused, { status: 'active' });
    expect(await edited(resumed, { status: 'ended' })).toMatchObject({ status: 'ended', version: 5 });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity_id', '=', sale.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual(
      ['create', 'update', 'pause', 'resume', 'end'].map((verb) => ({
        action: `promotion.${verb}`,
        entity: 'promotion',
      })),
    );
  });

  it('refuses bad input with a 400 in words, and writes nothing', async () => {
    const [product] = await t.db.selectFrom('products').select('id').limit(1).execute();
    const cases: [Partial<PromotionInput>, string][] = [
      [{ action: 'percent', percent: 95 }, PROMOTION_MESSAGES.percentRange],
      [{ action: 'percent', percent: 0 }, PROMOTION_MESSAGES.percentRange],
      [{ action: 'buy_x_get_y', percent: 100 }, PROMOTION_MESSAGES.buyGetRequired],
      [{ action: 'amount', amount: null }, PROMOTION_MESSAGES.amountRequired],
      [{ target: 'brands', targetValues: [] }, PROMOTION_MESSAGES.targetValuesRequired],
      [
        { startsAt: '2026-12-01T10:00:00+05:30', endsAt: '2026-12-01T09:00:00+05:30' },
        PROMOTION_MESSAGES.datesOrder,
      ],
      [{ code: 'HI!' }, PROMOTION_MESSAGES.codeFormat],
      [
        { target: 'categories', targetValues: ['Kitchen', 'Gadgets'] },
        PROMOTION_ADMIN_MESSAGES.unknownCategory('Gadgets'),
      ],
      [
        { target: 'products', targetValues: [product?.id ?? '', 'f'.repeat(24)] },
        PROMOTION_ADMIN_MESSAGES.unknownProduct('f'.repeat(24)),
      ],
    ];
    const before = await t.db.selectFrom('promotions').select('id').execute();
    for (const [changes, message] of cases) {
      const response = await send('POST', URL, form({ code: 'CHECKME', ...changes }));
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect((response.json() as { message: string }).message, JSON.stringify(changes)).toBe(message);
    }
    expect(await t.db.selectFrom('promotions').select('id').execute()).toEqual(before);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${URL}/${'e'.repeat(24)}`,
      headers: boss.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PROMOTION_MESSAGES.notFound });
  });

  it('keeps one open promotion per code (409), frees the code of an ended one, and refuses a stale edit', async () => {
    const first = await created(form({ code: 'FEST10' }));
    const twin = await send('POST', URL, form({ code: ' fest10 ' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ message: PROMOTION_MESSAGES.codeTaken });
    const other = await created(form({ code: 'FEST11' }));
    const { id, version: _v, ...fields } = other;
    const taking = await send('PUT', `${URL}/${id}`, { ...fields, code: 'fest10', version: 1 });
    expect(taking.statusCode).toBe(409);
    expect(taking.json()).toEqual({ message: PROMOTION_MESSAGES.codeTaken });

    const ended = await edited(first, { status: 'ended' });
    expect((await created(form({ code: 'FEST10' }))).code).toBe('FEST10');

    // The form was loaded at version 1; the end above made it 2.
    const stale = await send('PUT', `${URL}/${first.id}`, { ...form({ code: 'FEST10' }), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: PROMOTION_MESSAGES.changedMeanwhile });
    expect(await stored(first.id)).toMatchObject({ version: ended.version, status: 'ended' });
  });

  it('lets only admins in: 401 without a token, 403 to a customer', async () => {
    await expectAdminsOnly(t, { method: 'GET', url: URL }, { customer, boss });
    const refused = await send('POST', URL, form({ code: 'SNEAKY' }), customer);
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('promotions').where('code', '=', 'SNEAKY').select('id').execute()).toEqual(
      [],
    );
  });

  it('keeps the redemptions used when the total limit changes, and answers what is left', async () => {
    const limited = await created(form({ code: 'LIMITED', usageLimit: 10 }));
    expect(limited.redemptionsLeft).toBe(10);
    expect(await stored(limited.id)).toMatchObject({ usage_limit: 10, redemptions_left: 10 });
    // Three taken by orders or checkouts being paid: the counter says so before any order row exists.
    await t.db.updateTable('promotions').set({ redemptions_left: 7 }).where('id', '=', limited.id).execute();
    const read = await t.app.inject({ method: 'GET', url: `${URL}/${limited.id}`, headers: boss.headers });
    expect(read.json()).toMatchObject({ usageLimit: 10, redemptionsLeft: 7, redemptions: 0 });
    const five = await edited(limited, { usageLimit: 5 });
    expect(five).toMatchObject({ usageLimit: 5, redemptionsLeft: 2 });
    expect(await stored(limited.id)).toMatchObject({ usage_limit: 5, redemptions_left: 2 });
    const two = await edited(five, { usageLimit: 2 });
    expect(two).toMatchObject({ usageLimit: 2, redemptionsLeft: 0 });
    expect(await stored(limited.id)).toMatchObject({ usage_limit: 2, redemptions_left: 0 });
    expect(await edited(two, { usageLimit: null })).toMatchObject({
      usageLimit: null,
      redemptionsLeft: null,
    });
    expect(await stored(limited.id)).toMatchObject({ usage_limit: null, redemptions_left: null });
  });

  it('reports orders, revenue, discount, cost and margin over the orders that used it, not cancelled ones', async () => {
    const promotion = await created(form({ code: 'REPORTME' }));
    /** An order that used it: its one line set to these paise, and the redemption row the checkout writes. */
    async function orderWith(
      index: number,
      line: { price: number; quantity: number; discount: number; cost_price: number | null },
    ) {
      const { who, order } = await codOrderOf(t, index);
      await t.db.updateTable('order_items').set(line).where('order_id', '=', order._id).execute();
      await t.db
        .insertInto('promotion_redemptions')
        .values({
          id: newId(),
          promotion_id: promotion.id,
          user_id: who.userId,
          order_id: order._id,
          discount: line.discount,
        })
        .execute();
      return order._id;
    }
    async function report(): Promise<PromotionReport> {
      const response = await t.app.inject({
        method: 'GET',
        url: `${URL}/${promotion.id}/report`,
        headers: boss.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PromotionReport;
    }

    await orderWith(11, { price: 100_000, quantity: 2, discount: 20_000, cost_price: 60_000 });
    const second = await orderWith(12, { price: 50_000, quantity: 1, discount: 5_000, cost_price: 30_000 });
    const cancelled = await orderWith(13, { price: 70_000, quantity: 1, discount: 7_000, cost_price: 1_000 });
    await setOrderStatus(t, cancelled, 'cancelled');
    expect(await report()).toEqual({ orders: 2, revenue: 2250, discount: 250, cost: 1500, margin: 750 });

    // No limit so far: a new one counts the redemptions already made (3 rows) as used.
    const read = await t.app.inject({ method: 'GET', url: `${URL}/${promotion.id}`, headers: boss.headers });
    expect((read.json() as AdminPromotion).redemptions).toBe(3);
    await edited(read.json() as AdminPromotion, { usageLimit: 5 });
    expect(await stored(promotion.id)).toMatchObject({ redemptions_left: 2 });

    // One line without a supplier's cost: the cost, and so the margin, is unknown.
    await t.db.updateTable('order_items').set({ cost_price: null }).where('order_id', '=', second).execute();
    expect(await report()).toMatchObject({ orders: 2, revenue: 2250, cost: null, margin: null });
  });
});
