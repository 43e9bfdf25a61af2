// The catalogue API against a real PostgreSQL holding the demo catalogue (docs/product.md#catalogue, docs/product.md#catalogue-pricing–3).
import type { Product, ProductList } from '@shop/shared/catalog.schemas';
import { CATEGORIES } from '@shop/shared/categories';
import { toPaise, toRupees } from '@shop/shared/money';
import { priceFor } from '@shop/shared/pricing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countProducts } from '../../../test/catalog-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /api/products', () => {
  it('pages the whole catalogue, 12 by default, newest first', async () => {
    const { status, body } = await get('/api/products?page=1');
    const all = await countProducts(t, sql`true`);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(12);
    expect(body).toMatchObject({ total: all, page: 1, pages: Math.ceil(all / 12) });
  });

  it('answers page 2 of a category with only that category, and the category total', async () => {
    const { status, body } = await get('/api/products?category=Fashion&page=2');
    expect(status).toBe(200);
    const list = body as ProductList;
    expect(list.page).toBe(2);
    expect(list.products).toHaveLength(12);
    expect(list.products.every((p) => p.category === 'Fashion')).toBe(true);
    expect(list.total).toBe(await countProducts(t, sql`category = 'Fashion'`));
    const first = await get('/api/products?category=Fashion&page=1');
    const ids = new Set((first.body as ProductList).products.map((p) => p._id));
    expect(list.products.some((p) => ids.has(p._id))).toBe(false);
  });

  it('matches the category whatever its case, and refuses an unknown one with a message', async () => {
    const lower = await get('/api/products?category=fashion&page=1');
    expect(lower.status).toBe(200);
    expect((lower.body as ProductList).products[0]?.category).toBe('Fashion');
    const unknown = await get('/api/products?category=Garden');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown category');
  });

  it('filters by subcategory case-insensitively', async () => {
    const { body } = await get('/api/products?category=Fashion&subCategory=men&limit=100');
    const list = body as ProductList;
    expect(list.total).toBe(await countProducts(t, sql`category = 'Fashion' and sub_category = 'Men'`));
    expect(list.total).toBeGreaterThan(0);
    expect(list.products.every((p) => p.subCategory === 'Men')).toBe(true);
  });

  it('filters by several exact brands', async () => {
    const { body } = await get('/api/products?category=Electronics&brand=Zentra&brand=Voltix&limit=100');
    const list = body as ProductList;
    expect(list.total).toBe(
      await countProducts(t, sql`category = 'Electronics' and brand in ('Zentra', 'Voltix')`),
    );
    expect(new Set(list.products.map((p) => p.brand))).toEqual(new Set(['Zentra', 'Voltix']));
    const partial = await get('/api/products?category=Electronics&brand=Zent&page=1');
    expect((partial.body as ProductList).total).toBe(0);
  });

  it('filters on the display price, both bounds inclusive', async () => {
    const { rows } = await sql<{ display_price: number }>`
      select display_price from products where category = 'Kitchen' order by id limit 1`.execute(t.db);
    const price = toRupees(rows[0]?.display_price ?? 0);
    const { body } = await get(
      `/api/products?category=Kitchen&minPrice=${price}&maxPrice=${price}&limit=100`,
    );
    const list = body as ProductList;
    expect(list.total).toBeGreaterThan(0);
    expect(list.products.every((p) => p.displayPrice === price)).toBe(true);
    const range = await get('/api/products?category=Kitchen&minPrice=500&maxPrice=1000&limit=100');
    const inRange = range.body as ProductList;
    expect(inRange.total).toBe(
      await countProducts(
        t,
        sql`category = 'Kitchen' and display_price between ${toPaise(500)} and ${toPaise(1000)}`,
      ),
    );
    expect(inRange.products.every((p) => p.displayPrice >= 500 && p.displayPrice <= 1000)).toBe(true);
  });

  it('gives cards with the prices and discount a card shows', async () => {
    const { body } = await get('/api/products?limit=100');
    for (const card of (body as ProductList).products) {
      expect(card.originalPrice).toBeGreaterThanOrEqual(card.displayPrice);
      const expected =
        card.originalPrice > card.displayPrice && card.displayPrice > 0
          ? Math.round(((card.originalPrice - card.displayPrice) / card.originalPrice) * 100)
          : 0;
      expect(card.discountPercent).toBe(expected);
      expect(card.image).toMatch(/^\/media\//);
    }
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=900&maxPrice=100', 'minPrice'],
  ])('refuses %s with a 400 and a message', async (query, field) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
    expect(body.issues[0].path).toBe(field);
  });

  it('answers a page past the end with the last page, and says which page it is', async () => {
    const { status, body } = await get('/api/products?category=Pets&page=999');
    expect(status).toBe(200);
    expect(body.total).toBe(await countProducts(t, sql`category = 'Pets' and archived_at is null`));
    expect(body.pages).toBeGreaterThan(1);
    expect(body.page).toBe(body.pages);
    const last = await get(`/api/products?category=Pets&page=${body.pages}`);
    expect(body.products).toEqual(last.body.products);
    expect(body.products).toHaveLength(body.total - (body.pages - 1) * 12);
  });

  it('answers page 1 of nothing when nothing matches, whatever page was asked for', async () => {
    const { body } = await get('/api/products?category=Pets&maxPrice=10&minPrice=10&page=5');
    expect(body).toMatchObject({ products: [], total: 0, page: 1, pages: 0 });
  });
});

async function someProduct(where = sql`true`): Promise<Product> {
  const { rows } = await sql<{
    id: string;
  }>`select id from products where ${where} order by id limit 1`.execute(t.db);
  const { body } = await get(`/api/products/${rows[0]?.id}`);
  return body as Product;
}

describe('GET /api/products/{id}', () => {
  it('answers the whole product', async () => {
    const product = await someProduct(sql`jsonb_array_length(filters) > 0`);
    expect(product).toMatchObject({ category: expect.any(String), brand: expect.any(String) });
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.filters[0]?.values.length).toBeGreaterThan(0);
    expect(product.features.length).toBeGreaterThan(0);
  });

  it('is 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await get('/api/products/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid product id');
    const injected = await get(`/api/products/${encodeURIComponent("' or 1=1 --")}`);
    expect(injected.status).toBe(400);
    const unknown = await get('/api/products/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
  });
});

describe('GET /api/products/{id}/price-details', () => {
  it('prices the default selection at the display price', async () => {
    const product = await someProduct(sql`jsonb_array_length(filters) > 0`);
    const { status, body } = await get(`/api/products/${product._id}/price-details`);
    expect(status).toBe(200);
    expect(body).toEqual({
      productId: product._id,
      normalPrice: product.originalPrice,
      effectivePrice: product.displayPrice,
      shippingCost: product.shippingCost,
    });
  });

  it('prices a chosen option with the shared pricing rule', async () => {
    const product = await someProduct(sql`jsonb_array_length(filters->0->'values') > 2`);
    const filter = product.filters[0];
    const value = filter?.values[2];
    if (!filter || !value)
      throw new Error('the demo catalogue should have a product with three option values');
    const selection = { [filter.name]: value };
    const { body } = await get(
      `/api/products/${product._id}/price-details?selectedFilters=${encodeURIComponent(JSON.stringify(selection))}`,
    );
    const inPaise = {
      basePrice: toPaise(product.basePrice),
      discountPrice: toPaise(product.discountPrice),
      filters: product.filters.map((f) => ({
        ...f,
        priceAdjustments: f.priceAdjustments.map((a) => ({
          ...a,
          price: toPaise(a.price),
          discountPrice: toPaise(a.discountPrice),
        })),
      })),
    };
    const expected = priceFor(inPaise, selection);
    expect(body).toMatchObject({
      normalPrice: toRupees(expected.original),
      effectivePrice: toRupees(expected.effective),
    });
    expect(body.effectivePrice).not.toBe(product.displayPrice);
  });

  it.each([
    ['not json', '{oops'],
    ['an array', '["M"]'],
    ['a non-text value', '{"Size":3}'],
    ['an unknown option', '{"Flavour":"Mint"}'],
  ])('refuses selectedFilters that is %s with a 400', async (_label, text) => {
    const product = await someProduct(sql`filters @> '[{"name":"Size"}]'`);
    const { status, body } = await get(
      `/api/products/${product._id}/price-details?selectedFilters=${encodeURIComponent(text)}`,
    );
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it('refuses a value the option does not have', async () => {
    const product = await someProduct(sql`filters @> '[{"name":"Size"}]'`);
    const { status, body } = await get(
      `/api/products/${product._id}/price-details?selectedFilters=${encodeURIComponent('{"Size":"XXXL"}')}`,
    );
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown value "XXXL" for Size');
  });

  it('is 404 for an unknown product', async () => {
    const { status } = await get('/api/products/0123456789abcdef01234567/price-details');
    expect(status).toBe(404);
  });
});

describe('GET /api/products/{id}/related', () => {
  it('answers four products of the same category without the current one', async () => {
    const product = await someProduct(sql`category = 'Beauty'`);
    const { status, body } = await get(`/api/products/${product._id}/related`);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(4);
    for (const related of body.products) {
      expect(related.category).toBe('Beauty');
      expect(related._id).not.toBe(product._id);
    }
  });
});

describe('GET /api/products/filters', () => {
  it('lists distinct subcategories and brands per category', async () => {
    const { status, body } = await get('/api/products/filters');
    expect(status).toBe(200);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (select distinct category, sub_category from products) s`.execute(t.db);
    expect(body.subCategories).toHaveLength(rows[0]?.n ?? -1);
    expect(body.brands).toContainEqual({ category: 'Electronics', brand: 'Zentra' });
  });

  it('narrows to one category when asked', async () => {
    const { body } = await get('/api/products/filters?category=kitchen');
    expect(body.subCategories.length).toBeGreaterThanOrEqual(3);
    expect(body.subCategories.every((s: { category: string }) => s.category === 'Kitchen')).toBe(true);
    expect(body.brands.every((b: { category: string }) => b.category === 'Kitchen')).toBe(true);
  });
});

describe('GET /api/products/categories', () => {
  it('counts the products of all ten categories, in the shop order', async () => {
    const { status, body } = await get('/api/products/categories');
    expect(status).toBe(200);
    expect(body.categories.map((c: { category: string }) => c.category)).toEqual([...CATEGORIES]);
    for (const { category, count } of body.categories) {
      expect(count).toBe(await countProducts(t, sql`category = ${category}`));
    }
  });
});

/**
 * What the search should answer, worked out the slow way from each product's own words (products.search_terms)
 * instead of the leader and variant tables the search reads: every query word must be the start of one of the
 * product's words or (from 4 letters) one letter away from one; the first 8 by name, then id.
 */
async function expectedSuggestions(query: string): Promise<string[]> {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const conditions = words.map(
    (word) => sql`exists (select 1 from unnest(search_terms) term where term like ${`${word}%`}
      or (${word.length >= 4} and levenshtein_less_equal(term, ${word}, 1) <= 1))`,
  );
  const { rows } = await sql<{ id: string }>`
    select id from products where archived_at is null and ${sql.join(conditions, sql` and `)}
    order by lower(name), id limit 8`.execute(t.db);
  return rows.map((row) => row.id);
}

async function suggestionIds(query: string): Promise<string[]> {
  const { status, body } = await get(`/api/products/search?query=${encodeURIComponent(query)}`);
  expect(status).toBe(200);
  return body.suggestions.map((s: { _id: string }) => s._id);
}

describe('GET /api/products/search', () => {
  it('finds headphones despite a typo, the first 8 of them, alphabetical by display', async () => {
    const { body } = await get('/api/products/search?query=headphnes');
    const displays: string[] = body.suggestions.map((s: { display: string }) => s.display);
    expect(displays).toHaveLength(8);
    expect(displays.every((d) => d.includes('Headphones'))).toBe(true);
    expect(displays).toEqual([...displays].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(await suggestionIds('headphnes'))).toEqual(
      new Set(await expectedSuggestions('headphnes')),
    );
  });

  it.each([
    ['a brand', 'zentra'],
    ['a category word and a product word', 'pets bowl'],
    ['the prefix of what is being typed', 'kettl'],
  ])('answers exactly the products that match %s', async (_label, query) => {
    const expected = await expectedSuggestions(query);
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(await suggestionIds(query))).toEqual(new Set(expected));
  });

  it('keeps to Pets when a Pets word narrows the query', async () => {
    const { body } = await get('/api/products/search?query=pets%20bowl');
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.every((s: { category: string }) => s.category === 'Pets')).toBe(true);
  });

  it('caps the suggestions at 8 for a broad query, and they are the first 8 by name', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from products where 'premium' = any(search_terms)`.execute(t.db);
    expect(rows[0]?.n).toBeGreaterThan(8);
    expect(new Set(await suggestionIds('premium'))).toEqual(new Set(await expectedSuggestions('premium')));
    expect(await suggestionIds('premium')).toHaveLength(8);
  });

  it('does not apply typo tolerance to short words', async () => {
    const { body } = await get('/api/products/search?query=tae');
    expect(body.suggestions).toEqual([]);
  });

  it.each([
    ['an empty query', ''],
    ['blank text', '%20%20%20'],
    ['a 1,000-character query', 'a'.repeat(1000)],
    ['regex syntax', encodeURIComponent('.*(headphones|x)+[')],
    ['LIKE wildcards', encodeURIComponent('%_%\\')],
    ['SQL', encodeURIComponent("'; drop table products; --")],
  ])('answers %s normally', async (_label, query) => {
    const { status, body } = await get(`/api/products/search?query=${query}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.suggestions)).toBe(true);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('treats pattern characters as separators, not wildcards', async () => {
    const { body } = await get(`/api/products/search?query=${encodeURIComponent('%')}`);
    expect(body.suggestions).toEqual([]);
    expect(await countProducts(t, sql`true`)).toBeGreaterThan(0);
  });
});

/** The ids of a homepage list in the shop's order, straight from its table. */
async function listIds(table: 'banners' | 'featured_products' | 'today_offers'): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select t.product_id as id from ${sql.table(table)} t join products p on p.id = t.product_id
    where p.archived_at is null order by t.position`.execute(t.db);
  return rows.map((row) => row.id);
}

describe('GET /api/homepage', () => {
  it('gives the banners with their products, and the featured products, in the shop order', async () => {
    const { status, body } = await get('/api/homepage?populate=banners.searchProduct');
    expect(status).toBe(200);
    const banners = await listIds('banners');
    expect(banners.length).toBeGreaterThan(0);
    expect(body.banners.map((b: { searchProduct: { _id: string } }) => b.searchProduct._id)).toEqual(banners);
    expect(body.banners[0].searchProduct).toMatchObject({ category: expect.any(String) });
    const featured = await listIds('featured_products');
    expect(featured.length).toBeGreaterThan(0);
    expect(body.featuredProducts.map((p: { _id: string }) => p._id)).toEqual(featured);
    expect(body.todayOffers).toBeUndefined();
  });

  it("gives today's offers on their own, all discounted, in the shop order", async () => {
    const { body } = await get('/api/homepage?populate=todayOffers');
    expect(body.banners).toBeUndefined();
    const offers = await listIds('today_offers');
    expect(offers.length).toBeGreaterThan(0);
    expect(body.todayOffers.map((p: { _id: string }) => p._id)).toEqual(offers);
    expect(body.todayOffers.every((p: { discountPercent: number }) => p.discountPercent > 0)).toBe(true);
  });
});

describe('service endpoints', () => {
  it('reports health with the database reachable', async () => {
    const { status, body } = await get('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found' });
  });

  it('serves the OpenAPI document', async () => {
    const { status, body } = await get('/api/docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toContain('/api/products/{id}/price-details');
  });
});
