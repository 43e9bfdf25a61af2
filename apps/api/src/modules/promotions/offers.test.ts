// GET /api/promotions/offers (docs/decisions/038-promotions.md): the automatic offers live now, with their badges,
// for anyone; kept a few seconds in the process and by browsers, and forgotten at once by an admin's change.
import type { AdminPromotion, Offer, PromotionInput } from '@shop/shared/promotion.schemas';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../../../test/admin-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createOffersCache, OFFERS_CACHE_SECONDS } from './offers.service.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);

const buy2get1: PromotionInput = {
  code: null,
  title: 'Buy 2, get 1 free on kitchen things',
  action: 'buy_x_get_y',
  buyQuantity: 2,
  getQuantity: 1,
  percent: 100,
  target: 'categories',
  targetValues: ['Kitchen'],
};

async function created(payload: PromotionInput): Promise<AdminPromotion> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: boss.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminPromotion;
}

async function offerTitles(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/promotions/offers' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { offers: Offer[] }).offers.map((offer) => offer.title);
}

describe('the live offers', () => {
  it('lists only the automatic offers live now, with badges, to anyone, with a short Cache-Control', async () => {
    const live = await created(buy2get1);
    await created({ ...buy2get1, title: 'Coded', code: 'KITCHEN3' });
    await created({ ...buy2get1, title: 'Paused', status: 'paused' });
    await created({ ...buy2get1, title: 'Ended', status: 'ended' });
    await created({ ...buy2get1, title: 'Not yet', startsAt: '2999-01-01T00:00:00+05:30' });
    await created({ ...buy2get1, title: 'Over', endsAt: '2020-01-01T00:00:00+05:30' });
    const usedUp = await created({ ...buy2get1, title: 'Used up', usageLimit: 1 });
    await t.db.updateTable('promotions').set({ redemptions_left: 0 }).where('id', '=', usedUp.id).execute();
    await created({
      code: null,
      title: 'Free shipping on ₹999+',
      action: 'free_shipping',
      minOrderValue: 999,
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/promotions/offers' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(`public, max-age=${OFFERS_CACHE_SECONDS}`);
    expect(response.json()).toEqual({
      offers: [
        {
          id: live.id,
          title: buy2get1.title,
          badge: 'Buy 2, get 1 free',
          target: 'categories',
          targetValues: ['Kitchen'],
        },
        {
          id: expect.any(String),
          title: 'Free shipping on ₹999+',
          badge: 'Free shipping on ₹999+',
          target: 'order',
          targetValues: [],
        },
      ],
    });

    // Paused through the admin's form: gone at once, not after the cache's seconds.
    const { id, version, ...fields } = live;
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${id}`,
      headers: boss.headers,
      payload: { ...fields, status: 'paused', version },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await offerTitles()).toEqual(['Free shipping on ₹999+']);
  });

  it('keeps the list for OFFERS_CACHE_SECONDS in a process, then reads it again', async () => {
    let now = 1_000_000;
    const cache = createOffersCache(t.db, { now: () => now });
    const before = (await cache.offers()).offers.length;
    await created({ ...buy2get1, title: 'Arrived meanwhile' });
    expect((await cache.offers()).offers).toHaveLength(before);
    now += OFFERS_CACHE_SECONDS * 1000 + 1;
    expect((await cache.offers()).offers.map((offer) => offer.title)).toContain('Arrived meanwhile');
  });
});
