// Shortcuts for admin tests: an admin (a shopper whose stored role is admin), a valid product form, and calls.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_MESSAGES, type AdminProduct, type ProductInputDraft } from '@shop/shared/admin.schemas';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { madeBeforeAll } from './before-all.ts';
import { type Shopper, shopper } from './order-helpers.ts';
import { multipart, type Upload } from './review-helpers.ts';
import { rowCount } from './row-count.ts';
import type { TestApp } from './test-app.ts';

export async function admin(t: TestApp): Promise<Shopper> {
  const who = await shopper(t);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', who.userId).execute();
  return who;
}

/** An admin of the file's app, made before its tests. */
export function useAdmin(t: TestApp): Shopper {
  return madeBeforeAll(() => admin(t));
}

/**
 * Sends an admin route's `request` three times and expects the guard's answers: 401 without a token, 403 `Admins only`
 * to `customer`, 200 to `boss`. Answers the admin's response, for what else the test expects of it.
 */
export async function expectAdminsOnly(
  t: TestApp,
  request: InjectOptions,
  { customer, boss }: { customer: Shopper; boss: Shopper },
): Promise<LightMyRequestResponse> {
  const name = `${request.method} ${request.url}`;
  expect((await t.app.inject(request)).statusCode, name).toBe(401);
  const refused = await t.app.inject({ ...request, headers: customer.headers });
  expect(refused.statusCode, name).toBe(403);
  expect(refused.json(), name).toEqual({ message: ADMIN_MESSAGES.adminsOnly });
  const allowed = await t.app.inject({ ...request, headers: boss.headers });
  expect(allowed.statusCode, `${name}: ${allowed.body}`).toBe(200);
  return allowed;
}

/** A product with a priced Size (absolute prices) and a Color add-on, as docs/decisions/002 expects. */
export function productForm(overrides: Partial<ProductInputDraft> = {}): ProductInputDraft {
  return {
    name: 'Zephyrine Trail Flask',
    description: 'A steel flask that keeps tea hot all day.',
    features: ['Double wall', 'Leak proof'],
    category: 'Fitness',
    subCategory: 'Bottles',
    brand: 'Quillmark',
    badge: 'New',
    images: ['/media/catalog/bottle-200-0.svg'],
    countInStock: 12,
    shippingCost: 49,
    basePrice: 999,
    discountPrice: 799,
    filters: [
      {
        name: 'Size',
        values: ['500 ml', '750 ml'],
        priceAdjustments: [
          { value: '500 ml', price: 999, discountPrice: 799 },
          { value: '750 ml', price: 1299, discountPrice: 1099 },
        ],
      },
      {
        name: 'Color',
        values: ['Steel', 'Teal'],
        priceAdjustments: [
          { value: 'Steel', price: 0, discountPrice: 0 },
          { value: 'Teal', price: 50, discountPrice: 0 },
        ],
      },
    ],
    ...overrides,
  };
}

export function createProduct(t: TestApp, who: Shopper, form: unknown = productForm()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: who.headers,
    payload: form as object,
  });
}

export async function createdProductId(
  t: TestApp,
  who: Shopper,
  form: unknown = productForm(),
): Promise<string> {
  const response = await createProduct(t, who, form);
  if (response.statusCode !== 201) throw new Error(`create product: ${response.body}`);
  return (response.json() as { product: { _id: string } }).product._id;
}

/** The product as the admin's form loads it (GET /api/admin/products/:id), by `who`. */
export async function loadAdminProduct(t: TestApp, who: Shopper, id: string): Promise<AdminProduct> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/${id}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminProduct;
}

/**
 * An edit's body made from the product as it is now: `form` plus the version and stock it was loaded at, which a
 * save must carry (docs/decisions/019).
 */
export async function editOf(t: TestApp, who: Shopper, id: string, form: unknown = productForm()) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/${id}`,
    headers: who.headers,
  });
  if (response.statusCode !== 200) throw new Error(`load product: ${response.body}`);
  const { version, countInStock } = response.json() as { version: number; countInStock: number };
  return { ...(form as object), version, stockSeen: countInStock };
}

/** How many products and audit rows the shop holds: what a refused write must leave as it was. */
export async function productAndAuditCounts(t: TestApp) {
  const [products, audits] = await Promise.all([
    rowCount(t.db.selectFrom('products')),
    rowCount(t.db.selectFrom('audit_log')),
  ]);
  return { products, audits };
}

export async function auditRows(t: TestApp, entityId: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

/** A built web app of one page, so the server answers product pages (with their head) as in production. */
export async function webDist(): Promise<Record<string, string>> {
  const dist = await mkdtemp(path.join(tmpdir(), 'shop-admin-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>shop</title><!--shop-config--></head><body></body></html>',
  );
  return { WEB_DIST_DIR: dist };
}

/** POST /api/admin/uploads of `files` as the admin `who`, the way the back office's photo picker sends them. */
export async function uploadAsAdmin(t: TestApp, who: Shopper, files: readonly Upload[]) {
  const body = await multipart({}, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...body.headers, ...who.headers },
    payload: body.payload,
  });
}
