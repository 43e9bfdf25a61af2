// Readable order numbers (docs/decisions/036-checkout-for-india.md, "Readable order numbers"): every order is
// numbered PREFIX-YYMM-NNNNNN as it is placed, in its own transaction, so orders placed at once never share a number;
// the answer, the mail and the shop's search carry it; migration 0031 numbered the orders placed before it by their
// creation time, and a restored backup goes on after its highest number.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminOrderList } from '@shop/shared/admin-orders.schemas';
import type { Order } from '@shop/shared/order.schemas';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useAdmin } from '../../../test/admin-helpers.ts';
import { useSmtpServer } from '../../../test/mail-helpers.ts';
import { codOrder, placeCod, shoppers, stockedProduct } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { backupDatabase, restoreDatabase } from '../../db/backup.ts';
import { openDb } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';

const smtp = useSmtpServer();
const t = useTestApp(async () => ({
  template: 'demo',
  env: { SMTP_URL: smtp.url, ORDER_NUMBER_PREFIX: 'ZX' },
}));
const boss = useAdmin(t);

/** YYMM of an instant by India's clock (UTC+5:30), worked out here apart from the code under test. */
function indiaMonth(iso: string): string {
  const india = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${india.slice(2, 4)}${india.slice(5, 7)}`;
}

function serialOf(orderNumber: string): number {
  return Number(orderNumber.split('-').at(-1));
}

describe('a placed order', () => {
  it("is numbered with the shop's prefix, India's month and six digits, beside its _id, and read back the same", async () => {
    const [who] = await shoppers(t, 1);
    if (!who) throw new Error('no shopper');
    const product = await stockedProduct(t, 0, { stock: 10 });
    const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);

    expect(order.orderNumber).toMatch(/^ZX-\d{4}-\d{6}$/);
    expect(order.orderNumber.split('-')[1]).toBe(indiaMonth(order.createdAt));
    expect(order._id).toMatch(/^[a-f0-9]{24}$/);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect((read.json() as Order).orderNumber).toBe(order.orderNumber);
    const listed = await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expect((listed.json() as Order[]).map((mine) => mine.orderNumber)).toEqual([order.orderNumber]);
  });

  it('names itself by its number in the confirmation mail sent through the mail server', async () => {
    const [who] = await shoppers(t, 1);
    if (!who) throw new Error('no shopper');
    const product = await stockedProduct(t, 1, { stock: 10 });
    const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);

    const mail = await smtp.nextMailTo(who.email);
    expect(mail.subject).toContain(order.orderNumber);
    expect(mail.body).toContain(`We have received your order ${order.orderNumber}`);
    expect(mail.body).toContain(`Order: ${order.orderNumber}`);
  });
});

describe('orders placed at once', () => {
  it('never share a number, and an order placed after them gets a higher one', async () => {
    const buyers = await shoppers(t, 20);
    const product = await stockedProduct(t, 2, { stock: 100 });
    const responses = await Promise.all(
      buyers.map((who) => placeCod(t, who, [{ product: product.id, quantity: 1 }])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(buyers.map(() => 201));
    const numbers = responses.map((response) => (response.json() as { order: Order }).order.orderNumber);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(/^ZX-\d{4}-\d{6}$/);
    // Stored as answered: one row per number (the column is unique, too).
    const stored = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('order_number', 'in', numbers)
      .execute();
    expect(stored).toHaveLength(20);

    const [later] = await shoppers(t, 1);
    if (!later) throw new Error('no shopper');
    const next = await codOrder(t, later, [{ product: product.id, quantity: 1 }]);
    expect(serialOf(next.orderNumber)).toBeGreaterThan(Math.max(...numbers.map(serialOf)));
  });
});

describe("the shop's order search", () => {
  async function search(text: string): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?limit=100&search=${encodeURIComponent(text)}`,
      headers: boss.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as AdminOrderList).orders.map((order) => order.orderNumber);
  }

  it('finds an order by its whole number in any case, and by its digits', async () => {
    const [who] = await shoppers(t, 1);
    if (!who) throw new Error('no shopper');
    const product = await stockedProduct(t, 3, { stock: 10 });
    const order = await codOrder(t, who, [{ product: product.id, quantity: 1 }]);
    const digits = order.orderNumber.split('-').at(-1) ?? '';

    expect(await search(order.orderNumber)).toEqual([order.orderNumber]);
    expect(await search(order.orderNumber.toLowerCase())).toEqual([order.orderNumber]);
    expect(await search(digits)).toContain(order.orderNumber);
  });
});

describe('ORDER_NUMBER_PREFIX', () => {
  it('is SN unless set, and refuses anything but one to six capital letters, naming the setting', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-order-numbers-'));
    expect(loadConfig({ DATA_DIR: dataDir }).shop.orderNumberPrefix).toBe('SN');
    expect(loadConfig({ DATA_DIR: dataDir, ORDER_NUMBER_PREFIX: ' ' }).shop.orderNumberPrefix).toBe('SN');
    expect(loadConfig({ DATA_DIR: dataDir, ORDER_NUMBER_PREFIX: 'KART' }).shop.orderNumberPrefix).toBe(
      'KART',
    );
    for (const prefix of ['sn', 'SEVENCH', 'S-N', 'SN1']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ORDER_NUMBER_PREFIX: prefix })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, ORDER_NUMBER_PREFIX: prefix })).toThrow(
        /ORDER_NUMBER_PREFIX: must be 1 to 6 capital letters/,
      );
    }
  });
});

describe('migration 0031', () => {
  /** A new, empty database on the tests' cluster, at the schema just before the order numbers. */
  async function databaseBeforeNumbers(): Promise<Db> {
    const adminUrl = inject('postgresAdminUrl');
    const name = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`create database ${name}`);
    } finally {
      await client.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = openDb(url.toString(), 2);
    await migrateTo(db, '0030-drop-sql-read-paths');
    return db;
  }

  it('numbers the orders placed before it by their creation time, and new ones go on after them', async () => {
    const db = await databaseBeforeNumbers();
    try {
      await sql`
        insert into users (id, email, first_name, auth_method, oidc_subject)
        values ('u1', 'u1@example.com', 'Asha', 'google', 'sub-u1')`.execute(db);
      // Ids in another order than the times; the first two on either side of midnight in India, 31 March.
      for (const [id, createdAt] of [
        ['order-a', '2026-03-31T18:30:00.000Z'],
        ['order-b', '2025-12-01T09:00:00.000Z'],
        ['order-c', '2026-03-31T18:29:59.000Z'],
      ]) {
        await sql`
          insert into orders (id, user_id, payment_method, payment_status, first_name, last_name, email, shipping,
            subtotal, savings, shipping_cost, total, created_at)
          values (${id}, 'u1', 'cod', 'pending', 'Asha', 'Rao', 'u1@example.com', '{}', 100, 0, 0, 100,
            ${createdAt}::timestamptz)`.execute(db);
      }
      await migrateToLatest(db, { orderNumberPrefix: 'AB' });

      const numbered = await db.selectFrom('orders').select(['id', 'order_number']).orderBy('id').execute();
      expect(numbered).toEqual([
        { id: 'order-a', order_number: 'AB-2604-000003' },
        { id: 'order-b', order_number: 'AB-2512-000001' },
        { id: 'order-c', order_number: 'AB-2603-000002' },
      ]);
      const next = await sql<{ serial: number }>`
        select nextval(pg_get_serial_sequence('orders', 'order_serial')) as serial`.execute(db);
      expect(next.rows[0]?.serial).toBe(4);

      // A backup restored goes on after its highest number, not from 1 again.
      const file = path.join(await mkdtemp(path.join(tmpdir(), 'shop-order-numbers-')), 'shop.backup.gz');
      await backupDatabase(db, file);
      await restoreDatabase(db, file);
      const restored = await sql<{ serial: number }>`
        select nextval(pg_get_serial_sequence('orders', 'order_serial')) as serial`.execute(db);
      expect(restored.rows[0]?.serial).toBe(4);
    } finally {
      await db.destroy();
    }
  });
});
