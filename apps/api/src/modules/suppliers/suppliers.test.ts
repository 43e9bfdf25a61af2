// Suppliers in the admin area and on products (docs/decisions/027-purchase-orders.md): created, edited and
// refused in plain words; a product names its supplier, SKU and cost price through the form and the CSV
// export; and what the shop pays never reaches a shopper's answer.
import { readFile } from 'node:fs/promises';
import type { AdminProduct } from '@shop/shared/admin.schemas';
import { type AdminSupplier, MAX_REPORT_ROWS } from '@shop/shared/suppliers.schemas';
import { describe, expect, it } from 'vitest';
import { productForm, useAdmin } from '../../../test/admin-helpers.ts';
import { codOrder, type Shopper, shopper } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from '../../db/seed/seed.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);

const supplierForm = {
  name: 'Kaveri Home Goods',
  contactEmail: 'orders@kaveri.example',
  webhookUrl: 'https://kaveri.example/hooks/po',
  webhookSecret: 'a-secret-of-at-least-16',
  processingDays: 2,
  shipsFromPin: '560001',
  shipsFromCountry: 'IN',
  defaultShippingCost: 40,
};

function post(url: string, payload: object, who: Shopper = boss) {
  return t.app.inject({ method: 'POST', url, headers: who.headers, payload });
}

describe('suppliers (admin)', () => {
  it('creates, lists and edits a supplier; the secret is never read back and a blank one is kept', async () => {
    const created = await post('/api/admin/suppliers', supplierForm);
    expect(created.statusCode, created.body).toBe(201);
    const supplier = (created.json() as { supplier: AdminSupplier }).supplier;
    expect(supplier).toMatchObject({
      name: 'Kaveri Home Goods',
      hasWebhookSecret: true,
      defaultShippingCost: 40,
    });
    expect(created.body).not.toContain('a-secret-of-at-least-16');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/suppliers/${supplier._id}`,
      headers: boss.headers,
      payload: { ...supplierForm, processingDays: 4, webhookSecret: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const row = await t.db
      .selectFrom('suppliers')
      .selectAll()
      .where('id', '=', supplier._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ processing_days: 4, webhook_secret: 'a-secret-of-at-least-16' });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/suppliers', headers: boss.headers });
    expect((list.json() as { suppliers: AdminSupplier[] }).suppliers.map((s) => s.name)).toContain(
      'Kaveri Home Goods',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', supplier._id)
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['supplier.create', 'supplier.update']);
  });

  it('refuses bad input with a plain 4xx message, and shoppers with 403', async () => {
    const cases: [object, number, RegExp][] = [
      [
        { ...supplierForm, name: 'Other', webhookUrl: 'javascript:alert(1)' },
        400,
        /webhookUrl must be an http/,
      ],
      [{ ...supplierForm, name: 'Other', webhookSecret: null }, 400, /webhook needs its secret/],
      [{ ...supplierForm, name: 'Other', shipsFromPin: '012345' }, 400, /6-digit PIN/],
      [{ ...supplierForm, name: 'Other', processingDays: 31 }, 400, /at most 30/],
      [{ ...supplierForm, name: 'KAVERI home goods' }, 409, /already has this name/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post('/api/admin/suppliers', payload);
      expect(response.statusCode, response.body).toBe(status);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    const who = await shopper(t);
    expect((await post('/api/admin/suppliers', supplierForm, who)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/suppliers/${'f'.repeat(24)}`,
      headers: boss.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('supplier report files', () => {
  it('refuse a file of more than MAX_REPORT_ROWS rows, or of unknown columns, with a 400 that names the limit', async () => {
    const rows = Array.from({ length: MAX_REPORT_ROWS + 1 }, () => `${'a'.repeat(24)},accepted`).join('\n');
    const tooLong = await post('/api/admin/purchase-orders/reports', {
      csv: `purchaseOrderId,status\n${rows}\n`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect((tooLong.json() as { message: string }).message).toBe(
      `A file may hold at most ${MAX_REPORT_ROWS} reports (this one has ${MAX_REPORT_ROWS + 1})`,
    );
    const unknown = await post('/api/admin/purchase-orders/reports', {
      csv: 'purchaseOrderId,colour\nx,red\n',
    });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { message: string }).message).toMatch(/Unknown column "colour"/);
    const huge = await post('/api/admin/purchase-orders/reports', { csv: 'x'.repeat(262_145) });
    expect(huge.statusCode).toBe(400);
  });
});

describe('products name their supplier, SKU and cost price', () => {
  it('saves them through the form and the export; an unknown supplier is a 400; shoppers never see them', async () => {
    const supplier = (
      await post('/api/admin/suppliers', { ...supplierForm, name: 'Cost Test Supplier' })
    ).json() as {
      supplier: AdminSupplier;
    };
    const bad = await post('/api/admin/products', productForm({ supplierId: 'e'.repeat(24) }));
    expect(bad.statusCode, bad.body).toBe(400);
    expect((bad.json() as { message: string }).message).toBe('supplierId: no supplier has this id');

    // A catalogue file naming an unknown supplier: that row's problem, already in the dry run.
    const dry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=true',
      headers: { ...boss.headers, 'content-type': 'application/json' },
      payload: JSON.stringify([productForm({ supplierId: 'e'.repeat(24) })]),
    });
    expect(dry.json()).toMatchObject({
      problems: [{ row: 1, field: 'supplierId', message: 'supplierId: no supplier has this id' }],
    });

    const created = await post(
      '/api/admin/products',
      productForm({ supplierId: supplier.supplier._id, supplierSku: 'SKU-SECRET-7731', costPrice: 123.45 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = (created.json() as { product: AdminProduct }).product;
    expect(product).toMatchObject({ supplierSku: 'SKU-SECRET-7731', costPrice: 123.45 });

    // A cost change moves the product's version, so an older export or open form cannot put the old cost back.
    const versionOf = async () =>
      (
        await t.db
          .selectFrom('products')
          .select('version')
          .where('id', '=', product._id)
          .executeTakeFirstOrThrow()
      ).version;
    const before = await versionOf();
    await t.db.updateTable('products').set({ cost_price: 12_000 }).where('id', '=', product._id).execute();
    expect(await versionOf()).toBe(before + 1);
    await t.db.updateTable('products').set({ cost_price: 12_345 }).where('id', '=', product._id).execute();

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export?format=csv',
      headers: boss.headers,
    });
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('supplierId,supplierSku,costPrice');
    expect(csv.body).toContain(`${supplier.supplier._id},SKU-SECRET-7731,123.45`);

    // Every shopper-facing answer about the product: detail, listing, search, cart, order.
    const who = await shopper(t);
    const answers: string[] = [];
    for (const url of [
      `/api/products/${product._id}`,
      `/api/products?search=${encodeURIComponent(product.name)}`,
      `/api/products/search?q=${encodeURIComponent('Zephyrine')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      answers.push(response.body);
    }
    const order = await codOrder(t, who, [
      { product: product._id, quantity: 1, filters: { Size: '500 ml', Color: 'Steel' } },
    ]);
    answers.push(JSON.stringify(order));
    for (const url of ['/api/orders', `/api/orders/${order._id}`, '/api/cart']) {
      answers.push((await t.app.inject({ method: 'GET', url, headers: who.headers })).body);
    }
    for (const body of answers) {
      expect(body).not.toMatch(/costPrice|cost_price|supplierSku|SKU-SECRET-7731|12345|123\.45|supplierId/);
    }
    expect(answers.join('')).toContain(product._id);
  });
});

describe('the demo suppliers', () => {
  it('sign with a secret made for this database, never a secret written in the code', async () => {
    const row = await t.db
      .selectFrom('suppliers')
      .select('webhook_secret')
      .where('id', '=', DEMO_SUPPLIERS.sandbox.id)
      .executeTakeFirstOrThrow();
    expect(row.webhook_secret).toMatch(/^[0-9a-f]{48}$/);
    const source = await readFile(new URL('../../db/seed/seed.ts', import.meta.url), 'utf8');
    expect(source).not.toContain(row.webhook_secret);
  });
});
