// Admin products against a real PostgreSQL with the demo catalogue (docs/decisions/013-shop-admin.md): validation
// that names the field and writes nothing, derived prices and facets as the seed keeps them, archive instead of
// delete for ordered products (the order stays intact, the storefront forgets it), delete, restore, audit.
import type { AdminProduct, AdminProductList } from '@shop/shared/admin.schemas';
import type { AuditList } from '@shop/shared/audit.schemas';
import type { Order } from '@shop/shared/order.schemas';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  createdProductId,
  createProduct,
  editOf,
  productAndAuditCounts,
  productForm,
  useAdmin,
  webDist,
} from '../../../test/admin-helpers.ts';
import { placeCod, type Shopper, shopper } from '../../../test/order-helpers.ts';
import { photo, postReview, storedUploads } from '../../../test/review-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp(async () => ({ template: 'demo', env: await webDist() }));
const boss = useAdmin(t);

async function get(url: string, who?: Shopper) {
  const response = await t.app.inject({ method: 'GET', url, ...(who && { headers: who.headers }) });
  return { status: response.statusCode, body: response.json() };
}

const form = productForm();
const [size, color] = form.filters ?? [];

describe('product validation', () => {
  const cases: { name: string; form: unknown; message: string; path: string }[] = [
    {
      name: 'duplicate filter names',
      form: productForm({ filters: [size, { ...color, name: 'size' }] as typeof form.filters }),
      message: 'Filter "size" is listed twice',
      path: 'filters.1.name',
    },
    {
      name: 'an adjustment for an unknown value',
      form: productForm({
        filters: [
          { name: 'Size', values: ['S'], priceAdjustments: [{ value: 'XL', price: 10, discountPrice: 0 }] },
        ],
      }),
      message: 'Filter "Size": price adjustment for unknown value "XL"',
      path: 'filters.0.priceAdjustments.0.value',
    },
    {
      name: 'an option discount above its price',
      form: productForm({
        filters: [
          { name: 'Size', values: ['S'], priceAdjustments: [{ value: 'S', price: 10, discountPrice: 12 }] },
        ],
      }),
      message: 'Filter "Size", value "S": discountPrice must not be above price',
      path: 'filters.0.priceAdjustments.0.discountPrice',
    },
    {
      name: 'a value listed twice',
      form: productForm({ filters: [{ name: 'Size', values: ['S', 'S'], priceAdjustments: [] }] }),
      message: 'Filter "Size": value "S" is listed twice',
      path: 'filters.0.values.1',
    },
    {
      name: 'a value without a price while others have one',
      form: productForm({
        filters: [
          {
            name: 'Size',
            values: ['S', 'M'],
            priceAdjustments: [{ value: 'S', price: 10, discountPrice: 0 }],
          },
        ],
      }),
      message: 'Filter "Size": every value needs a price adjustment once one has (missing: M)',
      path: 'filters.0.priceAdjustments',
    },
    {
      name: 'a filter without values',
      form: productForm({ filters: [{ name: 'Size', values: [], priceAdjustments: [] }] }),
      message: 'Filter "Size" needs at least one value',
      path: 'filters.0.values',
    },
    {
      name: 'a product discount above its base price',
      form: productForm({ basePrice: 100, discountPrice: 150 }),
      message: 'discountPrice must not be above basePrice',
      path: 'discountPrice',
    },
    {
      name: 'a negative base price',
      form: productForm({ basePrice: -1 }),
      message: 'basePrice must be greater than 0',
      path: 'basePrice',
    },
    {
      name: 'a zero base price',
      form: productForm({ basePrice: 0, discountPrice: 0 }),
      message: 'basePrice must be greater than 0',
      path: 'basePrice',
    },
    {
      name: 'a negative shipping cost',
      form: productForm({ shippingCost: -5 }),
      message: 'shippingCost must not be negative',
      path: 'shippingCost',
    },
    {
      name: 'a negative option price',
      form: productForm({
        filters: [
          { name: 'Size', values: ['S'], priceAdjustments: [{ value: 'S', price: -10, discountPrice: 0 }] },
        ],
      }),
      message: 'price must not be negative',
      path: 'filters.0.priceAdjustments.0.price',
    },
    {
      name: 'paise below a paisa',
      form: productForm({ basePrice: 10.005, discountPrice: 0 }),
      message: 'basePrice must have at most two decimals',
      path: 'basePrice',
    },
    {
      name: 'fractional stock',
      form: productForm({ countInStock: 1.5 }),
      message: 'countInStock must be a whole number',
      path: 'countInStock',
    },
    {
      name: 'an unknown category',
      form: productForm({ category: 'Garden' as 'Kitchen' }),
      message:
        'category must be one of Kitchen, Health, Fashion, Beauty, Electronics, Fitness, Spiritual, Kids, Pets, Stationery',
      path: 'category',
    },
    {
      name: 'a missing name',
      form: { ...productForm(), name: '  ' },
      message: 'name is required',
      path: 'name',
    },
    {
      name: 'a script URL as an image',
      form: productForm({ images: ['javascript:alert(1)'] }),
      message: 'images must be paths starting with / or http(s) URLs',
      path: 'images.0',
    },
    {
      name: 'pictures for a value the option does not have',
      form: productForm({
        filters: [
          size,
          { ...color, valueImages: { Purple: ['/media/catalog/bottle-200-1.svg'] } },
        ] as typeof form.filters,
      }),
      message: 'Filter "Color": pictures for unknown value "Purple"',
      path: 'filters.1.valueImages.Purple',
    },
    {
      name: 'more than 8 pictures for one value',
      form: productForm({
        filters: [
          size,
          { ...color, valueImages: { Teal: Array.from({ length: 9 }, (_, i) => `/media/teal-${i}.webp`) } },
        ] as typeof form.filters,
      }),
      message: 'At most 8 pictures per value',
      path: 'filters.1.valueImages.Teal',
    },
  ];

  it.each(cases)('refuses $name with a 400 naming the field, and writes nothing', async (bad) => {
    const before = await productAndAuditCounts(t);
    const response = await createProduct(t, boss, bad.form);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe(bad.message);
    expect(body.issues).toContainEqual({ path: bad.path, message: bad.message });
    expect(await productAndAuditCounts(t)).toEqual(before);
  });

  it('refuses a bad edit and leaves the product as it was', async () => {
    const id = await createdProductId(t, boss);
    const before = await productAndAuditCounts(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: boss.headers,
      payload: await editOf(
        t,
        boss,
        id,
        productForm({
          name: 'Changed',
          filters: [size, { ...color, name: 'Size' }] as typeof form.filters,
        }),
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Filter "Size" is listed twice');
    expect((await get(`/api/admin/products/${id}`, boss)).body.name).toBe(form.name);
    expect(await productAndAuditCounts(t)).toEqual(before);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await get('/api/admin/products/aaaaaaaaaaaaaaaaaaaaaaaa', boss)).status).toBe(404);
    expect((await get('/api/admin/products/not-an-id', boss)).status).toBe(400);
  });
});

describe('a created product in the storefront', () => {
  // Its own subcategory and brand, so the counts below are its alone.
  const storefront = { subCategory: 'Trail Flasks', brand: 'Zephyrworks' };
  let created: AdminProduct;

  beforeAll(async () => {
    const response = await createProduct(
      t,
      boss,
      productForm({ name: 'Zephyrine Trail Flask', ...storefront }),
    );
    expect(response.statusCode, response.body).toBe(201);
    created = response.json().product;
  });

  it('stores the derived prices of the default selection (docs/product.md#catalogue-pricing)', () => {
    // Size 500 ml at 799 (of 999) plus Color Steel at 0.
    expect(created).toMatchObject({ displayPrice: 799, originalPrice: 999, archived: false, numReviews: 0 });
  });

  it('is listed in its category with the right card price, and counted', async () => {
    const list = await get('/api/products?category=Fitness&limit=100');
    const card = list.body.products.find((p: { _id: string }) => p._id === created._id);
    expect(card).toMatchObject({ displayPrice: 799, originalPrice: 999, discountPercent: 20, badge: 'New' });
    const filters = await get('/api/products/filters?category=Fitness');
    expect(filters.body.subCategories).toContainEqual({ category: 'Fitness', subCategory: 'Trail Flasks' });
    expect(filters.body.brands).toContainEqual({ category: 'Fitness', brand: 'Zephyrworks' });
    const bySub = await get(
      '/api/products?category=Fitness&subCategory=trail%20flasks&brand=Zephyrworks&page=1',
    );
    expect(bySub.body.total).toBe(1);
    const byPrice = await get(
      '/api/products?category=Fitness&brand=Zephyrworks&minPrice=799&maxPrice=799&page=1',
    );
    expect(byPrice.body.total).toBe(1);
  });

  it('is found by search, typo included', async () => {
    const search = await get('/api/products/search?query=zephyrin%20flsk');
    expect(search.body.suggestions).toContainEqual({
      display: 'Zephyrine Trail Flask',
      category: 'Fitness',
      _id: created._id,
    });
  });

  it('has a product page and prices each selection with the shared pricing code', async () => {
    const page = await get(`/api/products/${created._id}`);
    expect(page.body).toMatchObject({
      displayPrice: 799,
      basePrice: 999,
      discountPrice: 799,
      shippingCost: 49,
    });
    const selection = encodeURIComponent(JSON.stringify({ Size: '750 ml', Color: 'Teal' }));
    const price = await get(`/api/products/${created._id}/price-details?selectedFilters=${selection}`);
    expect(price.body).toEqual({
      productId: created._id,
      normalPrice: 1349,
      effectivePrice: 1149,
      shippingCost: 49,
    });
  });

  it("keeps a colour's own pictures and shows them in the product's answer (docs/decisions/037)", async () => {
    const teal = ['/media/catalog/bottle-200-1.svg', '/media/catalog/bottle-200-2.svg'];
    const filters = [size, { ...color, valueImages: { Teal: teal } }] as typeof form.filters;
    const response = await createProduct(t, boss, productForm({ name: 'Zephyrine Teal Flask', filters }));
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json().product as AdminProduct)._id;
    const page = await get(`/api/products/${id}`);
    expect(page.body.filters[1]).toMatchObject({ name: 'Color', valueImages: { Teal: teal } });
    expect(page.body.filters[0]).not.toHaveProperty('valueImages');
    expect((await get(`/api/admin/products/${id}`, boss)).body.filters[1].valueImages).toEqual({
      Teal: teal,
    });
  });

  it('moves prices and facet counts when edited', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created._id}`,
      headers: boss.headers,
      payload: await editOf(
        t,
        boss,
        created._id,
        productForm({
          name: 'Zephyrine Trail Flask',
          subCategory: storefront.subCategory,
          brand: 'Orvane',
          filters: [],
          basePrice: 500,
          discountPrice: 0,
        }),
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({ displayPrice: 500, originalPrice: 500, brand: 'Orvane' });
    expect((await get('/api/products?category=Fitness&brand=Zephyrworks&page=1')).body.total).toBe(0);
    expect((await get('/api/products?category=Fitness&brand=Orvane&page=1')).body.total).toBe(1);
    expect((await get(`/api/products/${created._id}`)).body.displayPrice).toBe(500);
  });
});

describe('deleting a product', () => {
  it('archives a product that has an order: the order keeps its line, the storefront forgets the product', async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ name: 'Quasarwick Lantern', subCategory: 'Lanterns' }),
    );
    const buyer = await shopper(t);
    const placed = await placeCod(t, buyer, [{ product: id, quantity: 1, filters: {} }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as { order: Order }).order;
    const other = await shopper(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: other.headers,
      payload: { productId: id, quantity: 1, filters: {} },
    });
    await t.app.inject({ method: 'POST', url: `/api/wishlist/${id}`, headers: other.headers });
    const sitemapBefore = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemapBefore.body).toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `/shop/fitness/${id}` })).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: boss.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe('archived');

    const kept = await get(`/api/orders/${order._id}`, buyer);
    expect(kept.status).toBe(200);
    expect(kept.body.order ?? kept.body).toMatchObject({
      orderItems: [expect.objectContaining({ product: id, name: 'Quasarwick Lantern' })],
    });

    expect((await get(`/api/products/${id}`)).status).toBe(404);
    expect((await get(`/api/products/${id}/price-details`)).status).toBe(404);
    expect((await get('/api/products/search?query=quasarwick')).body.suggestions).toEqual([]);
    expect((await get('/api/products?category=Fitness&subCategory=Lanterns&page=1')).body).toMatchObject({
      total: 0,
      products: [],
    });
    const filters = await get('/api/products/filters?category=Fitness');
    expect(filters.body.subCategories).not.toContainEqual({ category: 'Fitness', subCategory: 'Lanterns' });
    const cartAdd = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: other.headers,
      payload: { productId: id, quantity: 1, filters: {} },
    });
    expect(cartAdd.statusCode).toBe(404);
    expect((await get('/api/cart', other)).body.items).toEqual([]);
    expect((await get('/api/wishlist', other)).body).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/shop/fitness/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(id);

    const adminView = await get(`/api/admin/products?q=${id}`, boss);
    expect(adminView.body.products).toEqual([expect.objectContaining({ _id: id, archived: true })]);
    expect((await auditRows(t, id)).map((row) => row.action)).toEqual(['product.create', 'product.archive']);
  });

  it('restores an archived product to the storefront', async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ name: 'Nimbusfold Tent', subCategory: 'Tents' }),
    );
    await placeCod(t, await shopper(t), [{ product: id, quantity: 1, filters: {} }]);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: boss.headers });
    expect((await get('/api/products?category=Fitness&subCategory=Tents&page=1')).body.total).toBe(0);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/restore`,
      headers: boss.headers,
    });
    expect(restored.json().product.archived).toBe(false);
    expect((await get('/api/products?category=Fitness&subCategory=Tents&page=1')).body.total).toBe(1);
    expect((await get(`/api/products/${id}`)).status).toBe(200);
  });

  it('deletes a product no order names, with its review photos', async () => {
    const id = await createdProductId(t, boss, productForm({ name: 'Solvane Yoga Block' }));
    const reviewer = await shopper(t);
    const review = await postReview(t, reviewer.token, { rating: '5', comment: 'Firm', productId: id }, [
      await photo(),
    ]);
    expect(review.statusCode, review.body).toBe(201);
    expect((await storedUploads(t)).some((file) => file.startsWith('reviews/'))).toBe(true);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: boss.headers,
    });
    expect(response.json()).toMatchObject({ outcome: 'deleted' });
    expect((await get(`/api/admin/products/${id}`, boss)).status).toBe(404);
    expect((await get(`/api/products/${id}`)).status).toBe(404);
    expect((await storedUploads(t)).filter((file) => file.startsWith('reviews/'))).toEqual([]);
    const rows = await auditRows(t, id);
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.delete']);
    expect(rows[1]).toMatchObject({
      actor_id: boss.userId,
      after: null,
      before: expect.objectContaining({ name: 'Solvane Yoga Block' }),
    });
  });
});

describe('the admin product list and the audit log', () => {
  it('searches by name, brand and id, filters by category and status, and pages', async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ name: 'Halcyra 100% Cotton_Mat', brand: 'Brindlecove', category: 'Kids' }),
    );
    const byName = (await get(`/api/admin/products?q=${encodeURIComponent('100% cotton_')}`, boss))
      .body as AdminProductList;
    expect(byName.products.map((p) => p._id)).toEqual([id]);
    const byBrand = (await get('/api/admin/products?q=brindlecove&category=Kids', boss))
      .body as AdminProductList;
    expect(byBrand.products[0]).toMatchObject({
      _id: id,
      countInStock: 12,
      displayPrice: 799,
      archived: false,
    });
    expect((await get('/api/admin/products?q=brindlecove&category=Pets', boss)).body.total).toBe(0);
    expect((await get('/api/admin/products?q=brindlecove&status=archived', boss)).body.total).toBe(0);
    // A literal % must not match everything.
    expect((await get(`/api/admin/products?q=${encodeURIComponent('%')}`, boss)).body.total).toBe(1);
    const page = (await get('/api/admin/products?limit=5&page=2', boss)).body as AdminProductList;
    expect(page.products).toHaveLength(5);
    expect(page.pages).toBe(Math.ceil(page.total / 5));
  });

  it('records every change with its actor, before and after, listed newest first', async () => {
    const id = await createdProductId(t, boss);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: boss.headers,
      payload: await editOf(t, boss, id, productForm({ countInStock: 40 })),
    });
    const rows = await auditRows(t, id);
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.update']);
    expect(rows[0]).toMatchObject({ before: null, after: expect.objectContaining({ countInStock: 12 }) });
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ countInStock: 12 }),
      after: expect.objectContaining({ countInStock: 40 }),
    });
    const log = (await get('/api/admin/audit?entity=product&limit=2', boss)).body as AuditList;
    expect(log.entries[0]).toMatchObject({
      action: 'product.update',
      entity: 'product',
      entityId: id,
      actor: { _id: boss.userId, email: boss.email },
    });
    expect(log.entries[1]?.action).toBe('product.create');
    expect(log.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/admin/audit?entity=nothing-here', boss)).body).toMatchObject({
      entries: [],
      total: 0,
    });
  });
});

describe('derived catalogue data after every change above', () => {
  it('keeps catalog_facets equal to a count of live products (decisions 003)', async () => {
    const { rows } = await sql<{ wrong: number }>`
      select count(*)::int as wrong
      from (select category, sub_category, brand, count(*)::int as n from products
            where archived_at is null group by 1, 2, 3) live
      full join catalog_facets f using (category, sub_category, brand)
      where live.n is distinct from f.product_count`.execute(t.db);
    expect(rows[0]?.wrong).toBe(0);
  });
});
