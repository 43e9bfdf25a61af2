import type { AdminHomepage, AdminHomepageResponse } from '@shop/shared/admin-homepage.schemas';
import type { Homepage } from '@shop/shared/catalog.schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminsOnly, useAdmin } from '../../../test/admin-helpers.ts';
import { archiveProduct, useShopper } from '../../../test/order-helpers.ts';
import { rowCount } from '../../../test/row-count.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** Live demo products with a photo, by id: ids[0..] are free to place. */
let ids: string[];

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);
const customer = useShopper(t);
beforeAll(async () => {
  const rows = await t.db.selectFrom('products').select('id').orderBy('id').limit(40).execute();
  ids = rows.map((row) => row.id);
});

function id(index: number): string {
  const found = ids[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
}

function put(url: string, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: boss.headers, payload });
}

async function saved(url: string, payload: object): Promise<AdminHomepageResponse> {
  const response = await put(url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminHomepageResponse;
}

async function storefront(populate: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/homepage?populate=${populate}` });
  return { body: response.json() as Homepage, cacheControl: response.headers['cache-control'] };
}

async function adminHomepage(): Promise<AdminHomepage> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/homepage', headers: boss.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminHomepage;
}

function auditCount(): Promise<number> {
  return rowCount(t.db.selectFrom('audit_log').where('entity', '=', 'homepage'));
}

function banner(productIndex: number, extra: Record<string, unknown> = {}) {
  return {
    title: `Banner ${productIndex}`,
    description: 'Fresh picks for the season.',
    image: '/media/catalog/bottle-200-0.svg',
    productId: id(productIndex),
    ...extra,
  };
}

describe('admin homepage routes', () => {
  it('answer 401 without a token, 403 to a customer and 200 to an admin', async () => {
    const current = await adminHomepage();
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/homepage' },
      {
        method: 'PUT',
        url: '/api/admin/homepage/banners',
        payload: {
          banners: current.banners.map((b) => ({ ...b, productId: b.product._id, product: undefined })),
        },
      },
      {
        method: 'PUT',
        url: '/api/admin/homepage/featured',
        payload: { productIds: current.featuredProducts.map((p) => p._id) },
      },
      {
        method: 'PUT',
        url: '/api/admin/homepage/offers',
        payload: { productIds: current.todayOffers.map((p) => p._id) },
      },
    ];
    for (const request of requests) await expectAdminsOnly(t, request, { customer, boss });
  });
});

describe('GET /api/admin/homepage', () => {
  it('shows exactly what the storefront shows', async () => {
    const shown = await adminHomepage();
    const { body } = await storefront('banners.searchProduct,todayOffers');
    expect(shown.featuredProducts).toEqual(body.featuredProducts);
    expect(shown.todayOffers).toEqual(body.todayOffers);
    expect(shown.banners).toEqual(
      (body.banners ?? []).map(({ searchProduct, ...rest }) => ({ ...rest, product: searchProduct })),
    );
    expect(shown.banners.length).toBeGreaterThan(0);
  });
});

describe('PUT /api/admin/homepage/featured and /offers', () => {
  it('replaces the list in the given order, and the storefront shows it at once', async () => {
    // Warm the storefront's answer first: a cache would now serve the old list.
    await storefront('banners.searchProduct');
    const featured = [id(3), id(1), id(2)];
    const answer = await saved('/api/admin/homepage/featured', { productIds: featured });
    expect(answer.message).toBe('Featured products saved');
    expect(answer.featuredProducts.map((p) => p._id)).toEqual(featured);

    const { body, cacheControl } = await storefront('banners.searchProduct');
    expect(body.featuredProducts?.map((p) => p._id)).toEqual(featured);
    expect(cacheControl).toBe('no-cache');

    const offers = [id(5), id(4)];
    await saved('/api/admin/homepage/offers', { productIds: offers });
    expect((await storefront('todayOffers')).body.todayOffers?.map((p) => p._id)).toEqual(offers);
    // Saving one list leaves the other alone.
    expect((await storefront('banners.searchProduct')).body.featuredProducts?.map((p) => p._id)).toEqual(
      featured,
    );
    await saved('/api/admin/homepage/offers', { productIds: [] });
    expect((await storefront('todayOffers')).body.todayOffers).toEqual([]);
  });

  it('records who changed the list, before and after', async () => {
    await saved('/api/admin/homepage/featured', { productIds: [id(6)] });
    await saved('/api/admin/homepage/featured', { productIds: [id(7), id(6)] });
    const last = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'homepage')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({
      action: 'homepage.featured',
      actor_id: boss.userId,
      entity_id: 'featured',
      before: { productIds: [id(6)] },
      after: { productIds: [id(7), id(6)] },
    });
  });

  it('refuses unknown, archived and repeated products, and too long a list, writing nothing', async () => {
    await saved('/api/admin/homepage/offers', { productIds: [id(8)] });
    const audits = await auditCount();
    await archiveProduct(t, id(9));
    const archivedName = (
      await t.db.selectFrom('products').select('name').where('id', '=', id(9)).executeTakeFirstOrThrow()
    ).name;

    const unknown = await put('/api/admin/homepage/offers', {
      productIds: [id(10), 'ffffffffffffffffffffffff'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Product ffffffffffffffffffffffff was not found' });

    const archived = await put('/api/admin/homepage/offers', { productIds: [id(9)] });
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({
      message: `"${archivedName}" is archived: restore it before placing it on the homepage`,
    });

    const twice = await put('/api/admin/homepage/featured', { productIds: [id(10), id(11), id(10)] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(`Product ${id(10)} is listed twice`);
    expect(twice.json().issues).toEqual([
      { path: 'productIds.2', message: `Product ${id(10)} is listed twice` },
    ]);

    const long = await put('/api/admin/homepage/featured', { productIds: ids.slice(10, 31) });
    expect(long.statusCode).toBe(400);
    expect((await put('/api/admin/homepage/featured', { productIds: ['nope'] })).statusCode).toBe(400);

    expect((await storefront('todayOffers')).body.todayOffers?.map((p) => p._id)).toEqual([id(8)]);
    expect(await auditCount()).toBe(audits);
  });

  it('hides a placed product from the storefront and the editor once it is archived', async () => {
    await saved('/api/admin/homepage/offers', { productIds: [id(12), id(13)] });
    await archiveProduct(t, id(12));
    expect((await storefront('todayOffers')).body.todayOffers?.map((p) => p._id)).toEqual([id(13)]);
    expect((await adminHomepage()).todayOffers.map((p) => p._id)).toEqual([id(13)]);
  });
});

describe('PUT /api/admin/homepage/banners', () => {
  it('keeps, edits, adds, reorders and drops banners in one save', async () => {
    const before = await adminHomepage();
    const kept = before.banners[1];
    if (!kept) throw new Error('the demo homepage has fewer than two banners');
    const answer = await saved('/api/admin/homepage/banners', {
      banners: [
        banner(14, { title: 'Monsoon Deals' }),
        {
          _id: kept._id,
          title: 'Edited',
          description: kept.description,
          image: kept.image,
          productId: id(15),
        },
      ],
    });
    expect(answer.message).toBe('Banners saved');
    expect(answer.banners).toHaveLength(2);
    expect(answer.banners[0]).toMatchObject({
      title: 'Monsoon Deals',
      description: 'Fresh picks for the season.',
      image: '/media/catalog/bottle-200-0.svg',
      product: { _id: id(14) },
    });
    expect(answer.banners[0]?._id).toMatch(/^[a-f0-9]{24}$/);
    expect(answer.banners[1]).toMatchObject({ _id: kept._id, title: 'Edited', product: { _id: id(15) } });

    const { body } = await storefront('banners.searchProduct');
    expect(body.banners?.map((b) => [b.title, b.searchProduct._id])).toEqual([
      ['Monsoon Deals', id(14)],
      ['Edited', id(15)],
    ]);
  });

  it('refuses a banner without its fields, with a bad image, an unknown id or an archived product', async () => {
    const current = (await adminHomepage()).banners;
    const audits = await auditCount();
    const refused = [
      { banners: [banner(16, { title: ' ' })] },
      { banners: [banner(16, { description: '' })] },
      { banners: [banner(16, { image: 'javascript:alert(1)' })] },
      { banners: [banner(16, { image: '//evil.example/x.png' })] },
      { banners: [banner(16, { productId: undefined })] },
      { banners: [banner(16, { _id: 'ffffffffffffffffffffffff' })] },
      { banners: [banner(9)] },
    ];
    for (const payload of refused) {
      const response = await put('/api/admin/homepage/banners', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    const unknownBanner = await put('/api/admin/homepage/banners', refused[5] ?? {});
    expect(unknownBanner.json().message).toBe(
      'Banner ffffffffffffffffffffffff was not found: reload the homepage editor',
    );
    expect((await adminHomepage()).banners).toEqual(current);
    expect(await auditCount()).toBe(audits);
  });

  it('accepts an http(s) image URL and an empty list', async () => {
    const answer = await saved('/api/admin/homepage/banners', {
      banners: [banner(17, { image: 'https://cdn.example.com/banner.webp' })],
    });
    expect(answer.banners.map((b) => b.image)).toEqual(['https://cdn.example.com/banner.webp']);
    expect((await saved('/api/admin/homepage/banners', { banners: [] })).banners).toEqual([]);
    expect((await storefront('banners.searchProduct')).body.banners).toEqual([]);
  });
});
