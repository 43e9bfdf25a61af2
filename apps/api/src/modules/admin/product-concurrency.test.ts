// An admin's save never undoes a sale (docs/decisions/019-admin-edits-never-undo-sales.md item 6):
// the edit carries the version it was loaded at and the stock it saw; a sale made meanwhile is kept, a change by
// another admin since makes the save a 409 that names what changed, and nothing is half-written.
import type { AdminProduct, ProductInputDraft } from '@shop/shared/admin.schemas';
import { describe, expect, it } from 'vitest';
import {
  auditRows,
  createdProductId,
  loadAdminProduct,
  productForm,
  useAdmin,
} from '../../../test/admin-helpers.ts';
import { placeCod, type Shopper, shopper, shoppers, stockOf } from '../../../test/order-helpers.ts';
import { postReview } from '../../../test/review-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);
const colleague = useAdmin(t);

/** A product with no options (so an order names no selection) and `stock` units. */
function plainProduct(stock: number, name = 'Vellichor Desk Lamp') {
  return createdProductId(t, boss, productForm({ name, countInStock: stock, filters: [] }));
}

const load = (id: string, who: Shopper = boss): Promise<AdminProduct> => loadAdminProduct(t, who, id);

/** What the admin form sends: the product as loaded, the admin's changes, and the preconditions it was loaded at. */
function edit(loaded: AdminProduct, changes: Partial<ProductInputDraft> = {}) {
  return {
    name: loaded.name,
    description: loaded.description,
    features: loaded.features,
    category: loaded.category,
    subCategory: loaded.subCategory,
    brand: loaded.brand,
    badge: loaded.badge,
    images: loaded.images,
    countInStock: loaded.countInStock,
    shippingCost: loaded.shippingCost,
    basePrice: loaded.basePrice,
    discountPrice: loaded.discountPrice,
    filters: loaded.filters,
    ...changes,
    version: loaded.version,
    stockSeen: loaded.countInStock,
  };
}

function save(id: string, body: unknown, who: Shopper = boss) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: who.headers,
    payload: body as object,
  });
}

async function buy(id: string, quantity: number, who?: Shopper) {
  const placed = await placeCod(t, who ?? (await shopper(t)), [{ product: id, quantity, filters: {} }]);
  expect(placed.statusCode, placed.body).toBe(201);
}

describe('a sale made while the admin edits', () => {
  it('is kept when the admin saves a description fix: stock stays 7 and never goes back to 10', async () => {
    const id = await plainProduct(10);
    const loaded = await load(id);
    expect(loaded.countInStock).toBe(10);
    await buy(id, 3);
    expect(await stockOf(t, id)).toBe(7);

    const response = await save(id, edit(loaded, { description: 'Now with a fixed typo.' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({ description: 'Now with a fixed typo.', countInStock: 7 });
    expect(await stockOf(t, id)).toBe(7);
  });

  it('is kept when the admin changes stock: 10 → 15 while 3 sold makes 12, and the answer says so', async () => {
    const id = await plainProduct(10);
    const loaded = await load(id);
    await buy(id, 3);
    const response = await save(id, edit(loaded, { countInStock: 15 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(t, id)).toBe(12);
    expect(response.json().message).toBe(
      'Product saved. Stock went from 10 to 7 while you edited (orders, cancellations or another admin); your change of +5 makes it 12.',
    );
    const [, update] = await auditRows(t, id);
    expect(update).toMatchObject({
      action: 'product.update',
      before: expect.objectContaining({ countInStock: 7 }),
      after: expect.objectContaining({ countInStock: 12 }),
    });
  });

  it('refuses to remove more units than the sales left, with a 409, and writes nothing', async () => {
    const id = await plainProduct(10);
    const loaded = await load(id);
    await buy(id, 8);
    const audits = (await auditRows(t, id)).length;
    const response = await save(id, edit(loaded, { countInStock: 5, description: 'Changed too' }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Stock went from 10 to 2 while you edited, so 5 units cannot be removed. Nothing was saved: reload to see the current stock.',
    });
    expect(await stockOf(t, id)).toBe(2);
    expect((await load(id)).description).toBe(productForm().description);
    expect(await auditRows(t, id)).toHaveLength(audits);
  });

  it('never loses units when orders and stock edits from the form run at the same time', async () => {
    const id = await plainProduct(50, 'Quorvane Steel Kettle');
    const loaded = await load(id);
    const buyers = await shoppers(t, 20);
    const edits = Array.from({ length: 5 }, () => save(id, edit(loaded, { countInStock: 51 })));
    const orders = buyers.map((who) => buy(id, 1, who));
    const answers = await Promise.all(edits);
    await Promise.all(orders);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // 50 − 20 sold + 5 × 1 added by the admins.
    expect(await stockOf(t, id)).toBe(35);
  });
});

describe('a change by another admin while the admin edits', () => {
  it('makes the stale save a 409 naming what changed and who changed it, and writes nothing', async () => {
    const id = await plainProduct(10, 'Lumivane Oak Shelf');
    const mine = await load(id);
    const theirs = await load(id, colleague);
    const first = await save(id, edit(theirs, { name: 'Lumivane Walnut Shelf', basePrice: 899 }), colleague);
    expect(first.statusCode, first.body).toBe(200);
    const audits = (await auditRows(t, id)).length;

    const response = await save(id, edit(mine, { description: 'My typo fix' }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      message: `While you were editing, ${colleague.email} changed this product: name, basePrice (999 → 899). Nothing was saved: reload to see the current values, then make your change again.`,
    });
    const now = await load(id);
    expect(now).toMatchObject({
      name: 'Lumivane Walnut Shelf',
      basePrice: 899,
      description: productForm().description,
    });
    expect(await auditRows(t, id)).toHaveLength(audits);

    // Reloaded, the same change goes through.
    const again = await save(id, edit(now, { description: 'My typo fix' }));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets a save loaded before an archive and a restore go through: those change no field the form edits', async () => {
    const id = await plainProduct(4, 'Sorrelby Tea Tin');
    await buy(id, 1);
    const loaded = await load(id);
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: colleague.headers,
    });
    expect(archived.json().outcome).toBe('archived');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/restore`,
      headers: colleague.headers,
    });
    const response = await save(id, edit(loaded, { description: 'Fixed' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({ description: 'Fixed', archived: false, countInStock: 3 });
  });

  it('moves the version with an edit of a field, not with a sale, a review or a save that changes nothing', async () => {
    const id = await plainProduct(10, 'Brindlewick Candle');
    const start = await load(id);
    await buy(id, 1);
    const review = await postReview(t, (await shopper(t)).token, {
      rating: '4',
      comment: 'Bright',
      productId: id,
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await load(id)).version).toBe(start.version);
    const unchanged = await save(id, edit(await load(id)));
    expect(unchanged.json().product.version).toBe(start.version);
    const changed = await save(id, edit(await load(id), { badge: 'Bestseller' }));
    expect(changed.json().product.version).toBe(start.version + 1);
  });
});

describe('a save without its preconditions', () => {
  it.each([
    ['version', { version: undefined }, 'version is required'],
    ['stockSeen', { stockSeen: undefined }, 'stockSeen is required'],
    ['version', { version: 'one' }, 'version is required'],
  ])('is refused with a 400 naming %s, and writes nothing', async (field, override, message) => {
    const id = await plainProduct(10, 'Tamsworth Mug');
    const loaded = await load(id);
    const response = await save(id, { ...edit(loaded, { countInStock: 99, name: 'Changed' }), ...override });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues).toContainEqual({ path: field, message });
    expect(await load(id)).toMatchObject({ name: 'Tamsworth Mug', countInStock: 10 });
  });
});
