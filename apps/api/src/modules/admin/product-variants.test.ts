// The admin's stock grid (docs/decisions/037-variants.md): a product's stock by combination of its options, saved
// with the product and its version (docs/decisions/019). A grid is checked against the options; it replaces the
// product's rows in one transaction; a sale made while the admin edits is kept, per variant; every save is audited.
import type { AdminProduct, ProductInputDraft } from '@shop/shared/admin.schemas';
import { MAX_VARIANTS } from '@shop/shared/variant-grid';
import { variantKey } from '@shop/shared/variants';
import { describe, expect, it } from 'vitest';
import {
  auditRows,
  createdProductId,
  loadAdminProduct,
  productForm,
  useAdmin,
} from '../../../test/admin-helpers.ts';
import { placeCod, shopper, stockOf } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { variantCountsOf } from '../../../test/variant-helpers.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);
const colleague = useAdmin(t);

// productForm's options: Size 500 ml / 750 ml × Color Steel / Teal.
const small = (Color: string) => ({ Size: '500 ml', Color });
const large = (Color: string) => ({ Size: '750 ml', Color });
const grid = [
  { options: small('Steel'), sku: 'ZEP-500-ST', supplierSku: 'SUP-500-ST', countInStock: 3 },
  { options: small('Teal'), sku: 'ZEP-500-TE', supplierSku: null, countInStock: 0 },
  { options: large('Steel'), sku: null, supplierSku: 'SUP-750-ST', countInStock: 5 },
  { options: large('Teal'), sku: '', supplierSku: '', countInStock: 2 },
];

const load = (id: string): Promise<AdminProduct> => loadAdminProduct(t, boss, id);

/** What the admin form sends: the product as loaded (its grid with the stock each row showed), and the changes. */
function edit(loaded: AdminProduct, changes: Partial<ProductInputDraft> & { variants?: unknown[] } = {}) {
  const { _id, variants, version, countInStock, archived, archivedAt, createdAt, numReviews, ...fields } =
    loaded;
  const { displayPrice: _d, originalPrice: _o, ...form } = fields;
  return {
    ...form,
    countInStock,
    variants: variants.map(({ key: _key, ...row }) => ({ ...row, stockSeen: row.countInStock })),
    ...changes,
    version,
    stockSeen: countInStock,
  };
}

function save(id: string, body: object, who = boss) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: who.headers,
    payload: body,
  });
}

async function withGrid(name: string, rows: unknown[] = grid): Promise<string> {
  return createdProductId(t, boss, { ...productForm({ name, countInStock: 12 }), variants: rows });
}

describe('saving a stock grid', () => {
  it("gives a product its first grid: its stock becomes the rows' sum, in the options' order, audited", async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ name: 'Zephyrine Grid Flask', countInStock: 12 }),
    );
    const loaded = await load(id);
    expect(loaded.variants).toEqual([]);
    const response = await save(id, edit(loaded, { variants: [...grid].reverse() }));
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json().product as AdminProduct;
    // 3 + 0 + 5 + 2: the old one stock of 12 went to 0 before the rows went in.
    expect(product.countInStock).toBe(10);
    expect(await stockOf(t, id)).toBe(10);
    expect(product.variants).toEqual([
      {
        key: variantKey(small('Steel')),
        options: small('Steel'),
        sku: 'ZEP-500-ST',
        supplierSku: 'SUP-500-ST',
        countInStock: 3,
      },
      {
        key: variantKey(small('Teal')),
        options: small('Teal'),
        sku: 'ZEP-500-TE',
        supplierSku: null,
        countInStock: 0,
      },
      {
        key: variantKey(large('Steel')),
        options: large('Steel'),
        sku: null,
        supplierSku: 'SUP-750-ST',
        countInStock: 5,
      },
      {
        key: variantKey(large('Teal')),
        options: large('Teal'),
        sku: null,
        supplierSku: null,
        countInStock: 2,
      },
    ]);
    // The grid is a field the admin edits: an open form from before it is stale.
    expect(product.version).toBe(loaded.version + 1);
    const [, update] = await auditRows(t, id);
    expect(update).toMatchObject({
      action: 'product.update',
      before: expect.objectContaining({ countInStock: 12, variants: [] }),
      after: expect.objectContaining({ countInStock: 10, variants: product.variants }),
    });
  });

  it('creates a product with its grid', async () => {
    const id = await withGrid('Zephyrine New Grid Flask');
    expect(await stockOf(t, id)).toBe(10);
    expect(Object.keys(await variantCountsOf(t, id))).toHaveLength(4);
  });

  it('keeps a sale made while the admin edits, per variant, and says so', async () => {
    const id = await withGrid('Zephyrine Sold Grid Flask');
    const loaded = await load(id);
    const placed = await placeCod(t, await shopper(t), [
      { product: id, quantity: 2, filters: large('Steel') },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    // The admin adds 4 to 750 ml Steel (5 → 9 on the form): 5 − 2 sold + 4 = 7.
    const rows = edit(loaded).variants.map((row) =>
      row.options.Size === '750 ml' && row.options.Color === 'Steel' ? { ...row, countInStock: 9 } : row,
    );
    const response = await save(id, edit(loaded, { variants: rows }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      'Product saved. Size: 750 ml; Color: Steel went from 5 to 3 while you edited (orders, cancellations or another admin); your change of +4 makes it 7.',
    );
    expect(await variantCountsOf(t, id)).toMatchObject({
      [variantKey(large('Steel'))]: 7,
      [variantKey(small('Steel'))]: 3,
    });
    expect(await stockOf(t, id)).toBe(12);
    // Stock alone leaves the version where it was.
    expect(response.json().product.version).toBe(loaded.version);
  });

  it('refuses a removal the sales made impossible with a 409, and writes nothing', async () => {
    const id = await withGrid('Zephyrine Short Grid Flask');
    const loaded = await load(id);
    const placed = await placeCod(t, await shopper(t), [
      { product: id, quantity: 4, filters: large('Steel') },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const audits = (await auditRows(t, id)).length;
    const rows = edit(loaded).variants.map((row) =>
      row.options.Size === '750 ml' && row.options.Color === 'Steel' ? { ...row, countInStock: 2 } : row,
    );
    const response = await save(id, edit(loaded, { name: 'Renamed', variants: rows }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(
      'Size: 750 ml; Color: Steel went from 5 to 1 while you edited, so 3 units cannot be removed. Nothing was saved: reload to see the current stock.',
    );
    expect((await load(id)).name).toBe('Zephyrine Short Grid Flask');
    expect(await stockOf(t, id)).toBe(6);
    expect(await auditRows(t, id)).toHaveLength(audits);
  });

  it("makes another admin's open form stale when the grid's rows change, naming the grid", async () => {
    const id = await withGrid('Zephyrine Shared Grid Flask');
    const mine = await load(id);
    const theirs = await load(id);
    const fewer = edit(theirs).variants.slice(0, 3);
    const first = await save(id, edit(theirs, { variants: fewer }), colleague);
    expect(first.statusCode, first.body).toBe(200);
    expect(await stockOf(t, id)).toBe(8);
    const response = await save(id, edit(mine, { description: 'Mine' }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(
      `While you were editing, ${colleague.email} changed this product: variants. Nothing was saved: reload to see the current values, then make your change again.`,
    );
  });

  it("turns back to one stock with an empty grid, the rows' sum its count", async () => {
    const id = await withGrid('Zephyrine Plain Again Flask');
    const response = await save(id, edit(await load(id), { variants: [] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({ countInStock: 10, variants: [] });
    expect(await stockOf(t, id)).toBe(10);
    expect(await variantCountsOf(t, id)).toEqual({});
  });

  it('keeps the grid when an edit sends none, and refuses a stock typed for the whole product', async () => {
    const id = await withGrid('Zephyrine Kept Grid Flask');
    const { variants: _kept, ...described } = edit(await load(id), { description: 'Kept' });
    const kept = await save(id, described);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.variants).toHaveLength(4);
    const loaded = await load(id);
    const { variants: _rows, ...withoutGrid } = edit(loaded);
    const typed = await save(id, { ...withoutGrid, countInStock: 20 });
    expect(typed.statusCode, typed.body).toBe(400);
    expect(typed.json().message).toBe(
      'This product keeps its stock by option: change the rows of its stock grid, not countInStock',
    );
    // Options that drop a value a stored row names need the grid with them.
    const [size, color] = loaded.filters;
    if (!size || !color) throw new Error('productForm has two options');
    const fewerColors = { ...color, values: ['Steel'], priceAdjustments: color.priceAdjustments.slice(0, 1) };
    const dropped = await save(id, { ...withoutGrid, filters: [size, fewerColors] });
    expect(dropped.statusCode, dropped.body).toBe(400);
    expect(dropped.json().message).toBe(
      "The options no longer have Size: 500 ml; Color: Teal, a row of this product's stock: send the stock grid with the options",
    );
    expect(await stockOf(t, id)).toBe(10);
  });
});

describe('a grid that does not fit the options', () => {
  const cases = [
    {
      name: 'a value the option does not have',
      variants: [{ options: { Size: '2 L', Color: 'Steel' }, countInStock: 1 }],
      message: 'Variant "Size: 2 L; Color: Steel": Unknown value "2 L" for Size',
      path: 'variants.0.options',
    },
    {
      name: 'an option missing',
      variants: [{ options: { Size: '500 ml' }, countInStock: 1 }],
      message: 'Variant "Size: 500 ml" needs a value for Color',
      path: 'variants.0.options',
    },
    {
      name: 'an option the product does not have',
      variants: [{ options: { Size: '500 ml', Color: 'Steel', Fit: 'Slim' }, countInStock: 1 }],
      message: 'Variant "Size: 500 ml; Color: Steel; Fit: Slim": Unknown option "Fit"',
      path: 'variants.0.options',
    },
    {
      name: 'one combination twice',
      variants: [
        { options: small('Steel'), countInStock: 1 },
        { options: { Color: 'Steel', Size: '500 ml' }, countInStock: 2 },
      ],
      message: 'Variant "Size: 500 ml; Color: Steel" is listed twice',
      path: 'variants.1.options',
    },
    {
      name: 'a negative count',
      variants: [{ options: small('Steel'), countInStock: -1 }],
      message: 'countInStock must not be negative',
      path: 'variants.0.countInStock',
    },
    {
      name: `more than ${MAX_VARIANTS} rows`,
      variants: Array.from({ length: MAX_VARIANTS + 1 }, () => ({
        options: small('Steel'),
        countInStock: 1,
      })),
      message: `At most ${MAX_VARIANTS} rows of stock by option (a product with more keeps one stock)`,
      path: 'variants',
    },
  ];

  it.each(cases)('is refused with a 400 naming the row: $name; nothing is written', async (bad) => {
    const id = await withGrid(`Zephyrine Refused Flask ${bad.name}`);
    const loaded = await load(id);
    const response = await save(id, edit(loaded, { name: 'Changed', variants: bad.variants }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues).toContainEqual({ path: bad.path, message: bad.message });
    expect(await load(id)).toMatchObject({ name: loaded.name, variants: loaded.variants });
  });

  it('is refused for a product without options', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: boss.headers,
      payload: { ...productForm({ filters: [] }), variants: [{ options: {}, countInStock: 3 }] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      'A product without options keeps one stock: add its options before rows of stock',
    );
  });
});
