// Names and address lines are one line wherever they are stored (issue 50): the line breaks and control characters
// a shopper or an admin types are collapsed to one space on every route that stores them, so they cannot start
// lines of their own in a supplier's plain-text purchase-order mail. That mail labels what the shopper typed as
// such, and puts each of it on one line even for an order stored before.
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../../test/admin-helpers.ts';
import { jobsSettled, WITH_PURCHASE_ORDERS } from '../../test/job-helpers.ts';
import { lastOutboxMailTo } from '../../test/mail-helpers.ts';
import { personalInfo, shippingInfo } from '../../test/order-fixtures.ts';
import { cancelOrder, expectedTotals, placeCod, shopper, stockedProduct } from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const TYPED = '12 MG Road\r\nBcc: victim@example.com\n\nURGENT: wire money to https://evil.example';
const ONE_LINE = '12 MG Road Bcc: victim@example.com URGENT: wire money to https://evil.example';
const NAME = 'Asha\r\nVisit https://evil.example';
const NAME_ONE_LINE = 'Asha Visit https://evil.example';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);

const typedShipping = {
  ...shippingInfo,
  address: TYPED,
  city: 'Bengaluru\u2028Karnataka',
  state: 'Karnataka\t',
};
const typedPersonal = { ...personalInfo, firstName: NAME, lastName: 'Rao\n' };

describe('names and address lines are one line on every route that stores them', () => {
  it('a cash-on-delivery order', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 3);
    const response = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }], {
      personalInfo: { ...typedPersonal, email: who.email },
      shippingInfo: typedShipping,
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await t.db
      .selectFrom('orders')
      .select(['first_name', 'last_name', 'shipping'])
      .where('id', '=', response.json().order._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      first_name: NAME_ONE_LINE,
      last_name: 'Rao',
      shipping: { address: ONE_LINE, city: 'Bengaluru Karnataka', state: 'Karnataka' },
    });
  });

  it('an online checkout waiting for its payment', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 4);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: {
        amount: expectedTotals([{ product, quantity: 1 }]).total,
        personalInfo: typedPersonal,
        shippingInfo: typedShipping,
        orderItems: [{ product: product.id, quantity: 1, filters: {} }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await t.db
      .selectFrom('pending_checkouts')
      .select(['personal_info', 'shipping_info'])
      .where('user_id', '=', who.userId)
      .executeTakeFirstOrThrow();
    expect(stored.personal_info).toMatchObject({ firstName: NAME_ONE_LINE, lastName: 'Rao' });
    expect(stored.shipping_info).toMatchObject({ address: ONE_LINE, city: 'Bengaluru Karnataka' });
  });

  it('profile names and addresses', async () => {
    const who = await shopper(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: who.headers,
      payload: {
        firstName: NAME,
        lastName: 'Rao\r\n',
        addresses: [{ ...typedShipping, zipCode: '560\n001', postalCode: undefined }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'addresses'])
      .where('id', '=', who.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: NAME_ONE_LINE, last_name: 'Rao' });
    // A PIN code keeps no spaces at all (docs/decisions/036).
    expect(user.addresses).toEqual([
      expect.objectContaining({ address: ONE_LINE, city: 'Bengaluru Karnataka', zipCode: '560001' }),
    ]);
  });

  it('the names of a sign-up', async () => {
    const email = 'one-line@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: NAME, lastName: 'Rao\u0085', email, password: 'correct horse 1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const pending = await t.db
      .selectFrom('pending_signups')
      .select(['first_name', 'last_name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ first_name: NAME_ONE_LINE, last_name: 'Rao' });
  });

  it("a supplier's name", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/suppliers',
      headers: boss.headers,
      payload: { name: 'Quillmark\r\nTraders', contactEmail: 'po@quillmark.example', processingDays: 2 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().supplier.name).toBe('Quillmark Traders');
  });
});

describe("the supplier's purchase-order mail", () => {
  it('labels the ship-to as the shopper typed it, each part on one line, even from an order stored before', async () => {
    const supplier = await t.app.inject({
      method: 'POST',
      url: '/api/admin/suppliers',
      headers: boss.headers,
      payload: { name: 'Mail Traders', contactEmail: 'po@mail-traders.example', processingDays: 2 },
    });
    const supplierId = supplier.json().supplier._id as string;
    const product = await stockedProduct(t, 5);
    await t.db
      .updateTable('products')
      .set({ supplier_id: supplierId, supplier_sku: 'MT-1', cost_price: 1000 })
      .where('id', '=', product.id)
      .execute();
    const who = await shopper(t);
    const placed = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }], {
      personalInfo: { ...personalInfo, email: who.email },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order._id as string;
    await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);
    // As an order stored before this rule could hold them: line breaks in the name and the address. The cancel
    // sends the supplier the purchase order again, ship-to and all.
    await t.db
      .updateTable('orders')
      .set({ first_name: NAME, shipping: JSON.stringify({ ...shippingInfo, address: TYPED }) })
      .where('id', '=', orderId)
      .execute();
    expect((await cancelOrder(t, who, orderId, 'Ordered by mistake')).statusCode).toBe(200);
    await jobsSettled(t, 15_000, WITH_PURCHASE_ORDERS);

    const mail = await lastOutboxMailTo(t.config.mail.outboxDir, 'po@mail-traders.example');
    expect(mail?.subject).toMatch(/CANCELLED/);
    const lines = (mail?.text ?? '').split('\n');
    const shipTo = lines.slice(lines.findIndex((line) => line.startsWith('Ship to')));
    expect(shipTo.slice(0, 8)).toEqual([
      'Ship to, as the shopper typed it (not checked by the shop):',
      `Name: ${NAME_ONE_LINE} Rao`,
      `Address: ${ONE_LINE}`,
      'City: Bengaluru',
      'State: Karnataka',
      'PIN code: 560001',
      'Country: India',
      'Phone: +919876543210',
    ]);
    // No line of the mail starts with what the shopper typed after a line break.
    expect(lines.some((line) => /^(Bcc|URGENT|Visit)/.test(line))).toBe(false);
    expect(mail?.html).toContain('as the shopper typed it');
  });
});
