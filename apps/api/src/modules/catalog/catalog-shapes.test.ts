// The spec's shapes on the spec's calls (docs/product.md#catalogue-categories; docs/decisions/022-spec-shapes-and-paging.md):
// `GET /api/products` without `page` or `limit` is the spec's bare list of whole products, newest first, at most
// UNPAGED_LIST_MAX; with either it is our paged envelope of cards. Product-shaped objects carry `images` as a list.
import { UNPAGED_LIST_MAX } from '@shop/shared/pagination';
import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The spec's product as `GET /api/products/{id}` answers it, without the variants beside it (decision 037). */
async function productPage(id: string | undefined): Promise<unknown> {
  const { variants, ...product } = (await get(`/api/products/${id}`)).body;
  expect(Array.isArray(variants)).toBe(true);
  return product;
}

/** Live product ids, newest first (the listing's order), as the database sees them. */
async function newestIds(where: RawBuilder<unknown> = sql`true`): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from products where archived_at is null and ${where}
    order by created_at desc, id desc`.execute(t.db);
  return rows.map((row) => row.id);
}

interface WireProduct {
  _id: string;
  category: string;
  image: string;
  images: string[];
  filters: { name: string; values: string[] }[];
  countInStock: number;
}

describe('GET /api/products without page or limit', () => {
  it('answers the bare list: whole products, newest first, at most the documented maximum', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const all = await newestIds();
    expect(all.length).toBeGreaterThan(UNPAGED_LIST_MAX);
    const list = body as WireProduct[];
    expect(list).toHaveLength(UNPAGED_LIST_MAX);
    expect(list.map((product) => product._id)).toEqual(all.slice(0, UNPAGED_LIST_MAX));
    // Each is the very product `GET /api/products/{id}` answers (docs/product.md#catalogue-categories).
    for (const product of [list[0], list[17], list[UNPAGED_LIST_MAX - 1]]) {
      expect(product).toEqual(await productPage(product?._id));
    }
    for (const product of list) {
      expect(Array.isArray(product.images)).toBe(true);
      expect(Array.isArray(product.filters)).toBe(true);
      expect(product).toMatchObject({
        description: expect.any(String),
        features: expect.any(Array),
        basePrice: expect.any(Number),
        discountPrice: expect.any(Number),
        shippingCost: expect.any(Number),
      });
    }
    expect(list.some((product) => product.filters.length > 0 && product.images.length > 1)).toBe(true);
  });

  it('with category, holds that category only, newest first, each product whole', async () => {
    const { status, body } = await get('/api/products?category=fashion');
    expect(status).toBe(200);
    const list = body as WireProduct[];
    expect(list.map((product) => product._id)).toEqual(await newestIds(sql`category = 'Fashion'`));
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      expect(product.category).toBe('Fashion');
      expect(product.images).toEqual(expect.any(Array));
      expect(product.filters).toEqual(expect.any(Array));
    }
  });

  it('leaves archived products out', async () => {
    const [newest] = await newestIds(sql`category = 'Pets'`);
    await sql`update products set archived_at = now() where id = ${newest}`.execute(t.db);
    try {
      const { body } = await get('/api/products?category=Pets');
      expect((body as WireProduct[]).map((product) => product._id)).not.toContain(newest);
    } finally {
      await sql`update products set archived_at = null where id = ${newest}`.execute(t.db);
    }
  });

  it('is served with an ETag (304 when unchanged) and live stock (docs/decisions/015)', async () => {
    const url = '/api/products?category=Kids';
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    const product = (first.body as WireProduct[])[3];
    if (!product) throw new Error('the demo catalogue has too few Kids products');
    await sql`update products set count_in_stock = ${product.countInStock + 7} where id = ${product._id}`.execute(
      t.db,
    );
    const after = await get(url, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const changed = (after.body as WireProduct[]).find((one) => one._id === product._id);
    expect(changed?.countInStock).toBe(product.countInStock + 7);
  });

  it('refuses an unknown category with a 400 and a message', async () => {
    const { status, body } = await get('/api/products?category=Garden');
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown category');
  });
});

describe('GET /api/products with page or limit', () => {
  it('answers the envelope with page alone, 12 cards carrying an images list', async () => {
    const { status, body } = await get('/api/products?page=1');
    expect(status).toBe(200);
    const all = await newestIds();
    expect(body).toMatchObject({ total: all.length, page: 1, pages: Math.ceil(all.length / 12) });
    expect(body.products.map((card: WireProduct) => card._id)).toEqual(all.slice(0, 12));
    for (const card of body.products as WireProduct[]) {
      expect(Array.isArray(card.images)).toBe(true);
      expect(card.image).toBe(card.images[0] ?? '/media/placeholder.svg');
    }
  });

  it('answers the envelope with limit alone, and with both and a category', async () => {
    const byLimit = await get('/api/products?limit=5');
    expect(byLimit.status).toBe(200);
    expect(byLimit.body).toMatchObject({ page: 1 });
    expect(byLimit.body.products).toHaveLength(5);
    const both = await get('/api/products?category=Fashion&page=2&limit=3');
    const fashion = await newestIds(sql`category = 'Fashion'`);
    expect(both.body).toMatchObject({ total: fashion.length, page: 2, pages: Math.ceil(fashion.length / 3) });
    expect(both.body.products.map((card: WireProduct) => card._id)).toEqual(fashion.slice(3, 6));
  });
});

describe('product-shaped objects elsewhere carry images as a list', () => {
  it('homepage featuredProducts and todayOffers are whole products, images and filters included', async () => {
    const { body } = await get('/api/homepage');
    expect(body.featuredProducts.length).toBeGreaterThan(0);
    expect(body.todayOffers.length).toBeGreaterThan(0);
    for (const product of [...body.featuredProducts, ...body.todayOffers] as WireProduct[]) {
      expect(product).toEqual(await productPage(product._id));
      expect(product.images.length).toBeGreaterThan(0);
    }
  });

  it('related products', async () => {
    const [id] = await newestIds(sql`category = 'Beauty'`);
    const { body } = await get(`/api/products/${id}/related`);
    expect(body.products).toHaveLength(4);
    for (const card of body.products as WireProduct[]) {
      expect(card.images).toEqual((await get(`/api/products/${card._id}`)).body.images);
    }
  });
});

describe('GET /api/products/{id}/price-details', () => {
  it('names the product it priced', async () => {
    const [id] = await newestIds();
    const { status, body } = await get(`/api/products/${id}/price-details`);
    expect(status).toBe(200);
    expect(body).toEqual({
      productId: id,
      normalPrice: expect.any(Number),
      effectivePrice: expect.any(Number),
      shippingCost: expect.any(Number),
    });
  });
});

describe('the OpenAPI document', () => {
  type JsonSchema = {
    type?: string;
    oneOf?: JsonSchema[];
    properties?: Record<string, JsonSchema>;
    items?: JsonSchema;
    maxItems?: number;
  };

  async function okSchema(path: string): Promise<JsonSchema> {
    const { body } = await get('/api/docs/json');
    return body.paths[path].get.responses['200'].content['application/json'].schema;
  }

  it('describes both answers of GET /api/products: the capped bare list and the envelope', async () => {
    const schema = await okSchema('/api/products');
    const bare = schema.oneOf?.find((one) => one.type === 'array');
    const envelope = schema.oneOf?.find((one) => one.type === 'object');
    expect(bare?.maxItems).toBe(UNPAGED_LIST_MAX);
    expect(Object.keys(bare?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'images', 'filters', 'description', 'basePrice']),
    );
    expect(Object.keys(envelope?.properties ?? {})).toEqual(
      expect.arrayContaining(['products', 'total', 'page', 'pages']),
    );
    expect(Object.keys(envelope?.properties?.products?.items?.properties ?? {})).toContain('images');
  });

  it('lists productId in the price details', async () => {
    const schema = await okSchema('/api/products/{id}/price-details');
    expect(Object.keys(schema.properties ?? {})).toContain('productId');
  });
});
