// Dropship fulfilment in Chromium (docs/decisions/027-purchase-orders.md), against the real server, queue and
// database: an online order of two suppliers' products makes two purchase orders, both sent to the sandbox
// supplier's webhook; the sandbox ships one, then the other, and only then is the order shipped, with both
// tracking links on the shopper's page and one "shipped" mail. A supplier without a webhook reports by a CSV the
// admin uploads. The admin's supplier and purchase-order pages pass axe. (Forged and replayed reports: Vitest,
// apps/api/src/modules/suppliers/purchase-orders.test.ts.)

import { createAccount, saveHomeAddress } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { sql } from './support/database.ts';
import { subjectsMailedTo } from './support/outbox.ts';
import { addToCart, authHeader, HOME_ADDRESS, placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

/** The demo suppliers (apps/api/src/db/seed/seed.ts DEMO_SUPPLIERS). */
const SANDBOX_SUPPLIER = '5a4d0b0c5e1f00000000a001';
const MAIL_SUPPLIER = '5a4d0b0c5e1f00000000a002';

/** A product of the supplier with stock (the fewest options first), different for each `skip`. */
async function productOf(supplierId: string, skip: number): Promise<string> {
  const rows = await sql<{ id: string }>(
    `select id from products where supplier_id = $1 and count_in_stock > 5 and archived_at is null
       order by jsonb_array_length(filters), id offset $2 limit 1`,
    [supplierId, skip],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no product of supplier ${supplierId}`);
  return id;
}

async function purchaseOrdersOf(orderId: string) {
  return sql<{ id: string; supplier_id: string; status: string }>(
    'select id, supplier_id, status from purchase_orders where order_id = $1 order by supplier_id',
    [orderId],
  );
}

test('two suppliers, paid online: the order ships only when both purchase orders have, with both tracking links', async ({
  page,
  request,
}) => {
  test.slow();
  const [account, boss] = await Promise.all([createAccount(request, 'dropship'), createAdmin(request)]);
  await saveHomeAddress(request, account);
  // A second supplier on the sandbox's webhook, made in the admin API like a shop owner would, with a product.
  const created = await request.post('/api/admin/suppliers', {
    headers: authHeader(boss),
    data: {
      name: `Second sandbox ${Date.now()}`,
      contactEmail: 'second@sandbox-supplier.example',
      webhookUrl: 'http://localhost/sandbox-supplier/v1/purchase-orders',
      webhookSecret: 'second-sandbox-secret-0001',
      processingDays: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const second = ((await created.json()) as { supplier: { _id: string } }).supplier._id;
  const [first, other] = await Promise.all([productOf(SANDBOX_SUPPLIER, 0), productOf(MAIL_SUPPLIER, 0)]);
  await sql('update products set supplier_id = $1, supplier_sku = $2 where id = $3', [
    second,
    'SECOND-1',
    other,
  ]);
  await addToCart(request, account, first);
  await addToCart(request, account, other);

  await signIn(page, account.token);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/order$/, { timeout: 15_000 });
  const [order] = (await (await request.get('/api/orders', { headers: authHeader(account) })).json()) as {
    _id: string;
  }[];
  if (!order) throw new Error('no order');

  // Two purchase orders, both received (signed) by the sandbox supplier.
  await expect
    .poll(async () => (await purchaseOrdersOf(order._id)).map((po) => po.status))
    .toEqual(['sent', 'sent']);
  const pos = await purchaseOrdersOf(order._id);
  const ship = (id: string, trackingNumber: string) =>
    request.post(`/api/admin/sandbox-supplier/orders/${id}/ship`, {
      headers: authHeader(boss),
      data: {
        carrier: 'Sandbox Express',
        trackingNumber,
        trackingUrl: `https://track.example/${trackingNumber}`,
      },
    });
  const one = await ship(pos[0]?.id ?? '', 'SBXONE');
  expect(one.status(), await one.text()).toBe(200);
  expect(await one.json()).toMatchObject({ outcome: 'applied', orderStatus: 'processing' });
  await page.goto(`/order/${order._id}`);
  await expect(page.getByTestId('shipment')).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Track parcel/ })).toHaveCount(1);

  const two = await ship(pos[1]?.id ?? '', 'SBXTWO');
  expect(await two.json()).toMatchObject({ outcome: 'applied', orderStatus: 'shipped' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Order Status' })).toContainText('Shipped');
  const links = page.getByRole('link', { name: /Track parcel/ });
  await expect(links).toHaveCount(2);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')).sort())).toEqual([
    'https://track.example/SBXONE',
    'https://track.example/SBXTWO',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  // A second ship report changes nothing; one confirmation and one "shipped" mail.
  await ship(pos[1]?.id ?? '', 'SBXTWO');
  await expect
    .poll(async () => (await subjectsMailedTo(account.email)).filter((s) => s.endsWith(': Shipped')).length)
    .toBe(1);
  expect(
    (await subjectsMailedTo(account.email)).filter((s) => /order .* (placed|confirmed)/i.test(s)).length,
  ).toBeLessThanOrEqual(1);
});

test('a supplier without a webhook reports by CSV: the admin uploads it and the order ships; admin pages pass axe', async ({
  page,
  request,
}) => {
  test.slow();
  const [account, boss] = await Promise.all([createAccount(request, 'csvship'), createAdmin(request)]);
  await saveHomeAddress(request, account);
  const mailProduct = await productOf(MAIL_SUPPLIER, 1);
  // A ten-digit phone, as a shopper may type it.
  const order = await placeCodOrder(request, account, [{ product: mailProduct }], {
    shippingInfo: { ...HOME_ADDRESS, phone: '9876543210' },
  });
  await expect.poll(async () => (await purchaseOrdersOf(order._id)).map((po) => po.status)).toEqual(['sent']);
  const [po] = await purchaseOrdersOf(order._id);

  await signIn(page, boss.token);
  await page.goto('/admin/suppliers');
  await expect(page.getByRole('link', { name: 'Pen & Paper Traders' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Pen & Paper Traders' }).click();
  await expect(page.getByLabel('Contact email')).toHaveValue('orders@penpaper.example');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/purchase-orders');
  await page.getByLabel('Report file (CSV)').setInputFiles({
    name: 'report.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `purchaseOrderId,status,carrier,trackingNumber,trackingUrl\n${po?.id},shipped,Blue Dart,BD42,https://bluedart.example/BD42\n`,
    ),
  });
  await page.getByRole('button', { name: 'Upload report' }).click();
  await expect(page.getByRole('status')).toContainText('1 applied');
  await expect(page.getByRole('status')).toContainText('order shipped');
  expect(await seriousViolations(page)).toEqual([]);

  const seen = (await (
    await request.get(`/api/orders/${order._id}`, { headers: authHeader(account) })
  ).json()) as {
    orderStatus: string;
    shipments: { trackingUrl: string }[];
  };
  expect(seen.orderStatus).toBe('shipped');
  expect(seen.shipments.map((s) => s.trackingUrl)).toEqual(['https://bluedart.example/BD42']);
});
