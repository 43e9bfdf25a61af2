// Every admin route checks the stored role on the server (docs/decisions/013-shop-admin.md, docs/product.md#admin-access): no token 401, a customer's
// token 403 `Admins only`, an admin's token goes through; a role revoked in the database holds at once.
import { ADMIN_MESSAGES } from '@shop/shared/admin.schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, createdProductId, editOf, productForm, useAdmin } from '../../../test/admin-helpers.ts';
import { type Shopper, useShopper } from '../../../test/order-helpers.ts';
import { multipart, photo } from '../../../test/review-helpers.ts';
import { rowCount } from '../../../test/row-count.ts';
import { useTestApp } from '../../../test/test-app.ts';

let productId: string;

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);
const customer = useShopper(t);
beforeAll(async () => {
  productId = await createdProductId(t, boss);
});

/** Each admin route with a request an admin may make, and the status that admin gets. */
async function routes(): Promise<{ name: string; request: InjectOptions; ok: number }[]> {
  const upload = await multipart({}, [await photo('png')]);
  return [
    { name: 'list products', request: { method: 'GET', url: '/api/admin/products' }, ok: 200 },
    { name: 'get a product', request: { method: 'GET', url: `/api/admin/products/${productId}` }, ok: 200 },
    {
      name: 'create a product',
      request: { method: 'POST', url: '/api/admin/products', payload: productForm() },
      ok: 201,
    },
    {
      name: 'edit a product',
      request: {
        method: 'PUT',
        url: `/api/admin/products/${productId}`,
        payload: await editOf(t, boss, productId, productForm({ countInStock: 3 })),
      },
      ok: 200,
    },
    {
      name: 'restore a product',
      request: { method: 'POST', url: `/api/admin/products/${productId}/restore` },
      ok: 200,
    },
    { name: 'export', request: { method: 'GET', url: '/api/admin/products/export?format=csv' }, ok: 200 },
    {
      name: 'import',
      request: {
        method: 'POST',
        url: '/api/admin/products/import?dryRun=true',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify([productForm()]),
      },
      ok: 200,
    },
    {
      name: 'upload images',
      request: {
        method: 'POST',
        url: '/api/admin/uploads',
        headers: upload.headers,
        payload: upload.payload,
      },
      ok: 201,
    },
    { name: 'audit log', request: { method: 'GET', url: '/api/admin/audit' }, ok: 200 },
    // Last: it removes the product the others use.
    {
      name: 'delete a product',
      request: { method: 'DELETE', url: `/api/admin/products/${productId}` },
      ok: 200,
    },
  ];
}

function withAuth(request: InjectOptions, who?: Shopper): InjectOptions {
  const headers = { ...(request.headers as Record<string, string> | undefined), ...who?.headers };
  return { ...request, headers };
}

describe('the admin guard', () => {
  it('answers 401 without a token and with a bad one, on every admin route', async () => {
    for (const { name, request } of await routes()) {
      const anonymous = await t.app.inject(withAuth(request));
      expect(anonymous.statusCode, name).toBe(401);
      const forged = await t.app.inject({
        ...request,
        headers: { ...(request.headers as Record<string, string>), authorization: 'Bearer not-a-token' },
      });
      expect(forged.statusCode, name).toBe(401);
    }
  });

  it("answers 403 'Admins only' to a customer, on every admin route, and writes nothing", async () => {
    const before = await rowCount(t.db.selectFrom('audit_log'));
    for (const { name, request } of await routes()) {
      const response = await t.app.inject(withAuth(request, customer));
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual({ message: ADMIN_MESSAGES.adminsOnly });
    }
    expect(await rowCount(t.db.selectFrom('audit_log'))).toBe(before);
  });

  it('lets an admin through on every admin route', async () => {
    for (const { name, request, ok } of await routes()) {
      const response = await t.app.inject(withAuth(request, boss));
      expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBe(ok);
    }
  });

  it('reads the role on each request: a revoked admin is refused at once, with the same token', async () => {
    const former = await admin(t);
    const list = { method: 'GET' as const, url: '/api/admin/products', headers: former.headers };
    expect((await t.app.inject(list)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ role: 'customer' }).where('id', '=', former.userId).execute();
    expect((await t.app.inject(list)).statusCode).toBe(403);
  });
});

describe('the API document', () => {
  it('describes the admin routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/products',
        '/api/admin/products/{id}',
        '/api/admin/products/import',
        '/api/admin/uploads',
        '/api/admin/audit',
      ]),
    );
  });
});
