// Delivery estimates against a real database (docs/decisions/028-delivery-estimates-and-margins.md): each zone's
// date from a supplier's processing days and the zone's transit days, weekends and the cut-off, products with no
// supplier, a whole order's latest date, bad and unknown PIN codes, the per-IP budget and the admin's zone table.
import { DELIVERY_MESSAGES } from '@shop/shared/delivery';
import type { DeliveryEstimate } from '@shop/shared/delivery.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdmin } from '../../../test/admin-helpers.ts';
import { archiveProduct, shopper, stockedProduct } from '../../../test/order-helpers.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits.ts';
import { estimateDelivery } from './delivery.service.ts';

/** Ships from Bengaluru in 1 business day. */
let bengaluru: string;
/** Ships from Bengaluru in 3 business days. */
let slowBengaluru: string;
let abroad: string;
/** A product with no supplier: the shop's defaults (2 processing days, ships from Delhi in these tests). */
let unsupplied: string;

/** 2025-12-01 is a Monday; the clock reads India's time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const MONDAY_MORNING = ist('2025-12-01T10:00:00');

async function supplier(values: { processingDays: number; pin?: string; country?: string }): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('suppliers')
    .values({
      id,
      name: `Supplier ${id}`,
      contact_email: `${id}@example.com`,
      processing_days: values.processingDays,
      ships_from_pin: values.pin ?? null,
      ships_from_country: values.country ?? 'IN',
    })
    .execute();
  return id;
}

async function productOf(index: number, supplierId: string | null): Promise<string> {
  const product = await stockedProduct(t, index);
  await t.db
    .updateTable('products')
    .set({ supplier_id: supplierId, cost_price: supplierId ? 12_345 : null })
    .where('id', '=', product.id)
    .execute();
  return product.id;
}

async function estimate(ids: string[], pin: string, now = MONDAY_MORNING): Promise<DeliveryEstimate> {
  return (await estimateDelivery(t.db, t.config.delivery, ids, pin, now)).estimate;
}

const t = useTestApp({ template: 'demo', env: { DELIVERY_SHIPS_FROM_PIN: '110001' } });
const boss = useAdmin(t);
beforeAll(async () => {
  const [fast, slow, far] = await Promise.all([
    supplier({ processingDays: 1, pin: '560001' }),
    supplier({ processingDays: 3, pin: '560001' }),
    supplier({ processingDays: 2, country: 'CN' }),
  ]);
  bengaluru = await productOf(0, fast);
  slowBengaluru = await productOf(1, slow);
  abroad = await productOf(2, far);
  unsupplied = await productOf(3, null);
});

describe('the estimate of one product', () => {
  it("adds the supplier's processing days to each zone's seeded transit days, Monday morning", async () => {
    // Processing 1 + transit: same city 1, same state 2, metro 3, rest of India 5, remote 8.
    const cases = [
      ['560034', 'same_city', 2, '2025-12-03', 'Delivery by Wed, 3 Dec'],
      ['570001', 'same_state', 3, '2025-12-04', 'Delivery by Thu, 4 Dec'],
      ['110001', 'metro', 4, '2025-12-05', 'Delivery by Fri, 5 Dec'],
      ['302001', 'rest_of_india', 6, '2025-12-09', 'Delivery by Tue, 9 Dec'],
      ['781001', 'remote', 9, '2025-12-12', 'Delivery by Fri, 12 Dec'],
    ] as const;
    for (const [pin, zone, businessDays, date, text] of cases) {
      expect(await estimate([bengaluru], pin), pin).toEqual({ pin, zone, businessDays, date, text });
    }
  });

  it('skips the weekend', async () => {
    // Friday morning, 2 business days: Monday, then Tuesday.
    expect((await estimate([bengaluru], '560034', ist('2025-12-05T10:00:00'))).date).toBe('2025-12-09');
    // Saturday and Sunday orders count from Monday.
    expect((await estimate([bengaluru], '560034', ist('2025-12-06T10:00:00'))).date).toBe('2025-12-10');
    expect((await estimate([bengaluru], '560034', ist('2025-12-07T23:00:00'))).date).toBe('2025-12-10');
  });

  it('counts an order from the next business day once the 14:00 cut-off has passed', async () => {
    expect((await estimate([bengaluru], '560034', ist('2025-12-01T13:59:00'))).date).toBe('2025-12-03');
    expect((await estimate([bengaluru], '560034', ist('2025-12-01T14:00:00'))).date).toBe('2025-12-04');
    // Friday afternoon: from Monday.
    expect((await estimate([bengaluru], '560034', ist('2025-12-05T16:00:00'))).date).toBe('2025-12-10');
  });

  it("uses the shop's defaults for a product without a supplier, and remote for a supplier abroad", async () => {
    // 2 processing days, from Delhi (110001): Delhi is the same city, Mumbai metro to metro.
    expect(await estimate([unsupplied], '110017')).toMatchObject({ zone: 'same_city', businessDays: 3 });
    expect(await estimate([unsupplied], '400001')).toMatchObject({ zone: 'metro', businessDays: 5 });
    expect(await estimate([abroad], '560001')).toMatchObject({ zone: 'remote', businessDays: 10 });
  });

  it('follows holidays the shop sets', async () => {
    const settings = { ...t.config.delivery, holidays: ['2025-12-02'] };
    const answer = await estimateDelivery(t.db, settings, [bengaluru], '560034', MONDAY_MORNING);
    expect(answer.estimate.date).toBe('2025-12-04');
  });
});

describe('GET /api/delivery-estimate', () => {
  const ask = (query: string) => t.app.inject({ method: 'GET', url: `/api/delivery-estimate?${query}` });

  it("answers today's estimate with a cache lifetime and no cost or supplier data", async () => {
    const response = await ask(`productId=${bengaluru}&pin=570001`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as DeliveryEstimate;
    expect(body).toMatchObject({ pin: '570001', zone: 'same_state', businessDays: 3 });
    expect(body.text).toMatch(/^Delivery by (Mon|Tue|Wed|Thu|Fri), \d{1,2} [A-Z][a-z]{2}$/);
    expect(Object.keys(body).sort()).toEqual(['businessDays', 'date', 'pin', 'text', 'zone']);
    expect(response.body).not.toContain('123.45');
    expect(response.body).not.toContain('12345');
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
  });

  it('falls back to rest of India for an unknown PIN code', async () => {
    const response = await ask(`productId=${bengaluru}&pin=350001`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ zone: 'rest_of_india', businessDays: 6 });
  });

  it('refuses a malformed PIN code with a plain message', async () => {
    for (const pin of ['56000', '5600011', '060001', 'abcdef', '56 001', '%20', '']) {
      const response = await ask(`productId=${bengaluru}&pin=${encodeURIComponent(pin)}`);
      expect(response.statusCode, pin).toBe(400);
      const { message } = response.json() as { message: string };
      expect([DELIVERY_MESSAGES.pinMalformed, DELIVERY_MESSAGES.pinMissing], pin).toContain(message);
    }
    const missing = await ask(`productId=${bengaluru}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: DELIVERY_MESSAGES.pinMissing });
    // Spaces around an otherwise good PIN code are forgiven.
    expect((await ask(`productId=${bengaluru}&pin=%20560034%20`)).statusCode).toBe(200);
  });

  it('answers 404 for a product that does not exist or is archived, 400 without one', async () => {
    const unknown = await ask('productId=ffffffffffffffffffffffff&pin=560001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: DELIVERY_MESSAGES.productNotFound });
    expect((await ask('productId=not-an-id&pin=560001')).statusCode).toBe(404);
    const none = await ask('pin=560001');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: DELIVERY_MESSAGES.productMissing });
    const archived = await stockedProduct(t, 20);
    await archiveProduct(t, archived.id);
    expect((await ask(`productId=${archived.id}&pin=560001`)).statusCode).toBe(404);
  });
});

describe('GET /api/delivery-estimate/order', () => {
  const ask = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/delivery-estimate/order?${query}` });

  it('answers the latest date of all the products', async () => {
    const response = await ask(`productIds=${bengaluru},${slowBengaluru}&pin=560034`);
    expect(response.statusCode, response.body).toBe(200);
    // Same city: 1 + 1 for the fast supplier, 3 + 1 for the slow one.
    expect(response.json()).toMatchObject({ zone: 'same_city', businessDays: 4 });
    const alone = await ask(`productIds=${bengaluru}&pin=560034`);
    expect(alone.json()).toMatchObject({ businessDays: 2 });
    const service = await estimate([bengaluru, slowBengaluru, unsupplied], '302001');
    // Rest of India: 1 + 5, 3 + 5, and the shop's 2 + 5: the slow supplier's 8 wins.
    expect(service).toMatchObject({ zone: 'rest_of_india', businessDays: 8, date: '2025-12-11' });
  });

  it('refuses an empty list, too many products, an unknown one and a bad PIN code', async () => {
    expect((await ask('productIds=&pin=560034')).json()).toMatchObject({
      message: DELIVERY_MESSAGES.productsMissing,
    });
    const many = Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(24, '0')).join(',');
    const tooMany = await ask(`productIds=${many}&pin=560034`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: DELIVERY_MESSAGES.tooManyProducts });
    expect((await ask(`productIds=${bengaluru},ffffffffffffffffffffffff&pin=560034`)).statusCode).toBe(404);
    const bad = await ask(`productIds=${bengaluru}&pin=012345`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: DELIVERY_MESSAGES.pinMalformed });
  });
});

describe('the per-IP budget of estimates', () => {
  it('answers 429 past the budget, to that address only, apart from the general budget', async () => {
    const limited = await createTestApp({ template: 'demo', env: { DELIVERY_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const product = await limited.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
      const ask = (ip: string, path = 'delivery-estimate', key = 'productId') =>
        limited.app.inject({
          method: 'GET',
          url: `/api/${path}?${key}=${product.id}&pin=560001`,
          headers: { 'x-forwarded-for': ip },
        });
      const first = [
        await ask('203.0.113.7'),
        await ask('203.0.113.7', 'delivery-estimate/order', 'productIds'),
      ];
      first.push(await ask('203.0.113.7'));
      expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const refused = await ask('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
      expect((await ask('203.0.113.8')).statusCode).toBe(200);
      // The catalogue's own budget is untouched.
      const page = await limited.app.inject({
        method: 'GET',
        url: '/api/products/categories',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(page.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('/api/admin/delivery-zones', () => {
  const url = '/api/admin/delivery-zones';
  const seeded = [
    { zone: 'same_city', transitDays: 1 },
    { zone: 'same_state', transitDays: 2 },
    { zone: 'metro', transitDays: 3 },
    { zone: 'rest_of_india', transitDays: 5 },
    { zone: 'remote', transitDays: 8 },
  ];

  it('is for admins only', async () => {
    const customer = await shopper(t);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: customer.headers,
      payload: { zones: seeded },
    });
    expect(put.statusCode).toBe(403);
  });

  it('lists every zone with its label, saves new transit days, audits them, and estimates follow', async () => {
    const read = await t.app.inject({ method: 'GET', url, headers: boss.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const zones = (read.json() as { zones: { zone: string; transitDays: number; label: string }[] }).zones;
    expect(zones.map(({ zone, transitDays }) => ({ zone, transitDays }))).toEqual(seeded);
    expect(zones[2]?.label).toBe('Metro to metro');

    const changed = seeded.map((row) => (row.zone === 'metro' ? { ...row, transitDays: 6 } : row));
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: boss.headers,
      payload: { zones: changed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: DELIVERY_MESSAGES.zonesSaved });
    expect(await estimate([bengaluru], '110001')).toMatchObject({ zone: 'metro', businessDays: 7 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('action', '=', 'delivery_zones.update')
      .execute();
    expect(audit).toEqual([{ actor_id: boss.userId, action: 'delivery_zones.update' }]);

    await t.app.inject({ method: 'PUT', url, headers: boss.headers, payload: { zones: seeded } });
    expect(await estimate([bengaluru], '110001')).toMatchObject({ businessDays: 4 });
  });

  it('refuses days out of range, a missing zone or a zone twice, and changes nothing', async () => {
    const attempts = [
      { zones: seeded.map((row, i) => (i === 0 ? { ...row, transitDays: 31 } : row)) },
      { zones: seeded.map((row, i) => (i === 0 ? { ...row, transitDays: -1 } : row)) },
      { zones: seeded.map((row, i) => (i === 0 ? { ...row, transitDays: 1.5 } : row)) },
      { zones: seeded.slice(1) },
      { zones: [...seeded.slice(1), seeded[1]] },
      { zones: seeded.map((row, i) => (i === 0 ? { ...row, zone: 'moon' } : row)) },
    ];
    for (const payload of attempts) {
      const response = await t.app.inject({ method: 'PUT', url, headers: boss.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof (response.json() as { message: string }).message).toBe('string');
    }
    const body = (await t.app.inject({ method: 'GET', url, headers: boss.headers })).json() as {
      zones: { zone: string; transitDays: number }[];
    };
    expect(body.zones.map(({ zone, transitDays }) => ({ zone, transitDays }))).toEqual(seeded);
  });
});
