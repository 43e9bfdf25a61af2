// A purchase order names the supplier's SKU of the variant sold, else the product's (docs/decisions/037 and 027),
// as it was when the purchase order was made: a later edit of the grid changes no purchase order.
import type { AdminProduct } from '@shop/shared/admin.schemas';
import type { AdminPurchaseOrderList } from '@shop/shared/suppliers.schemas';
import { expect, it } from 'vitest';
import { createdProductId, productForm, useAdmin } from '../../../test/admin-helpers.ts';
import { codOrder, shopper } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);
const SUPPLIER = `${'c'.repeat(23)}1`;

it("orders each line under its variant's supplier SKU, else the product's, and keeps it after an edit", async () => {
  await t.db
    .insertInto('suppliers')
    .values({ id: SUPPLIER, name: 'Variant SKU Co', contact_email: 'po@variant-sku.example' })
    .execute();
  const grid = [
    { options: { Size: '500 ml', Color: 'Steel' }, supplierSku: 'VS-500-ST', countInStock: 5 },
    { options: { Size: '500 ml', Color: 'Teal' }, supplierSku: null, countInStock: 5 },
  ];
  const form = {
    ...productForm({ supplierId: SUPPLIER, supplierSku: 'VS-FLASK', costPrice: 400 }),
    variants: grid,
  };
  const id = await createdProductId(t, boss, form);
  const order = await codOrder(t, await shopper(t), [
    { product: id, quantity: 1, filters: { Size: '500 ml', Color: 'Teal' } },
    { product: id, quantity: 2, filters: { Size: '500 ml', Color: 'Steel' } },
  ]);

  const skus = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/purchase-orders?orderId=${order._id}`,
      headers: boss.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [purchaseOrder] = (response.json() as AdminPurchaseOrderList).purchaseOrders;
    return purchaseOrder?.lines.map((line) => [line.supplierSku, line.quantity]);
  };
  expect(await skus()).toEqual([
    ['VS-FLASK', 1],
    ['VS-500-ST', 2],
  ]);

  // The grid's supplier SKUs change after the order: its purchase order keeps what it was made with.
  const loaded = (
    await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: boss.headers })
  ).json() as AdminProduct;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: boss.headers,
    payload: {
      ...form,
      countInStock: loaded.countInStock,
      variants: loaded.variants.map(({ key: _key, ...row }) => ({
        ...row,
        supplierSku: `${row.supplierSku ?? 'VS'}-NEW`,
        stockSeen: row.countInStock,
      })),
      version: loaded.version,
      stockSeen: loaded.countInStock,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(await skus()).toEqual([
    ['VS-FLASK', 1],
    ['VS-500-ST', 2],
  ]);
});
