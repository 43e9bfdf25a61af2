// The admin's GST routes (docs/decisions/029-gst-tax-invoices.md): category defaults that new orders take and
// placed orders never feel, products that override them through the form, and a month's invoices and credit
// notes as CSV with the columns a GST return needs, formula-safe cells and plain-words refusals.
import { MAX_INVOICE_CSV_LINES } from '@shop/shared/admin-tax.schemas';
import type { Order } from '@shop/shared/order.schemas';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createdProductId, productForm, useAdmin } from '../../../test/admin-helpers.ts';
import { cancelOrder, codOrderOf, placeCod, shopper } from '../../../test/order-helpers.ts';
import { freshCode, insertPromotion, pricedProduct } from '../../../test/promotion-helpers.ts';
import { GST_ENV } from '../../../test/shop-settings.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({
  template: 'demo',
  env: GST_ENV,
});
const boss = useAdmin(t);

function pick(row: Record<string, string>, keys: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

describe('GST defaults per category', () => {
  it('lists the ten categories, changes one (audited), and refuses bad input in words', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax/categories',
      headers: boss.headers,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { categories: unknown[] }).categories).toHaveLength(10);

    const put = (category: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/tax/categories/${category}`,
        headers: boss.headers,
        payload,
      });
    const changed = await put('Pets', { hsnCode: '23091000', gstRate: 5 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ category: 'Pets', hsnCode: '23091000', gstRate: 5 });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', 'Pets').execute();
    expect(audit).toHaveLength(1);

    for (const [category, payload, words] of [
      ['Pets', { hsnCode: '123', gstRate: 5 }, /HSN code must be 4, 6 or 8 digits/],
      ['Pets', { hsnCode: '2309', gstRate: 7 }, /GST rate must be one of 0, 5, 12, 18, 28/],
      ['Pets', {}, /hsnCode is required/],
      ['Gadgets', { hsnCode: '2309', gstRate: 5 }, /category must be one of/],
    ] as const) {
      const refused = await put(category, payload);
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { message: string }).message).toMatch(words);
    }
    const shopperOnly = await shopper(t);
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tax/categories/Pets',
      headers: shopperOnly.headers,
      payload: { hsnCode: '2309', gstRate: 5 },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('a product form may override the default, and a rate GST does not have is refused', async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ category: 'Kids', hsnCode: '95030030', gstRate: 18 }),
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}`,
      headers: boss.headers,
    });
    expect(read.json()).toMatchObject({ hsnCode: '95030030', gstRate: 18 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: boss.headers,
      payload: productForm({ gstRate: 3 as never }),
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/gstRate must be one of 0, 5, 12, 18, 28/);
  });
});

describe('the catalogue import and export', () => {
  it('carry a product’s HSN code and GST rate, and refuse a rate GST does not have', async () => {
    const row = {
      ...productForm({ name: 'GST Import Kettle', category: 'Kitchen' }),
      hsnCode: '73239310',
      gstRate: 18,
    };
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { ...boss.headers, 'content-type': 'application/json' },
      payload: JSON.stringify([row]),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export?format=csv',
      headers: boss.headers,
    });
    const rows = parse(exported.body, { columns: true }) as Record<string, string>[];
    expect(rows.find((one) => one.name === 'GST Import Kettle')).toMatchObject({
      hsnCode: '73239310',
      gstRate: '18',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { ...boss.headers, 'content-type': 'application/json' },
      payload: JSON.stringify([{ ...row, name: 'GST Import Pan', gstRate: 15, hsnCode: '12' }]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/gstRate must be one of 0, 5, 12, 18, 28/);
    expect(refused.body).toMatch(/hsnCode must be 4, 6 or 8 digits/);
  });
});

describe('the month’s invoices as CSV', () => {
  it('has one row per invoice line with the return’s columns, guarded cells, and only that month', async () => {
    const { who, product, order } = await codOrderOf(t, 0, { quantity: 2 });
    // A buyer whose name a spreadsheet would run as a formula.
    const risky = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }], {
      personalInfo: { firstName: '=HYPERLINK("x")', lastName: 'Rao', email: who.email },
    });
    expect(risky.statusCode).toBe(201);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(new Date())
      .slice(0, 7);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tax/invoices.csv?month=${month}`,
      headers: boss.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoices-${month}.csv"`);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'invoiceNumber',
      'invoiceDate',
      'orderId',
      'buyerName',
      'placeOfSupply',
      'placeOfSupplyCode',
      'supplyType',
      'description',
      'hsnCode',
      'quantity',
      'taxableValue',
      'gstRate',
      'cgst',
      'sgst',
      'igst',
      'total',
      'discount',
    ]);
    const mine = rows.filter((row) => row.orderId === order._id);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      const cents = ['taxableValue', 'cgst', 'sgst', 'igst'].map((key) => Math.round(Number(row[key]) * 100));
      expect(cents.reduce((sum, part) => sum + part, 0)).toBe(Math.round(Number(row.total) * 100));
    }
    expect(mine[0]).toMatchObject({
      invoiceNumber: order.taxInvoice?.number,
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      supplyType: 'intra-state',
      igst: '0.00',
    });
    expect(rows.some((row) => row.buyerName === `'=HYPERLINK("x") Rao`)).toBe(true);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax/invoices.csv?month=2001-01',
      headers: boss.headers,
    });
    expect(parse(other.body, { columns: true })).toEqual([]);
  });

  it('lists the month’s credit notes, every credited line with the invoice it reverses', async () => {
    const { who, order } = await codOrderOf(t, 1, { quantity: 3 });
    const { order: kept } = await codOrderOf(t, 2);
    const cancelled = await cancelOrder(t, who, order._id, 'Ordered by mistake');
    expect(cancelled.statusCode).toBe(200);
    const note = (cancelled.json() as { order: typeof order }).order.taxInvoice?.creditNote;
    if (!note) throw new Error('the cancelled order has a credit note');
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(note.issuedAt),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tax/credit-notes.csv?month=${month.slice(0, 7)}`,
      headers: boss.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="credit-notes-${month.slice(0, 7)}.csv"`,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {}).slice(0, 5)).toEqual([
      'creditNoteNumber',
      'creditNoteDate',
      'reason',
      'invoiceNumber',
      'invoiceDate',
    ]);
    expect(rows.some((row) => row.orderId === kept._id)).toBe(false);
    const mine = rows.filter((row) => row.orderId === order._id);
    expect(
      mine.map((row) => [row.creditNoteNumber, row.creditNoteDate, row.reason, row.invoiceNumber]),
    ).toEqual(order.taxInvoice?.lines.map(() => [note.number, month, 'cancelled', order.taxInvoice?.number]));
    expect(mine.map((row) => Number(row.total))).toEqual(order.taxInvoice?.lines.map((line) => line.total));
  });

  it('shows a discounted order’s lines at their discounted values, with the discount, in the invoices and the credit notes', async () => {
    const who = await shopper(t);
    const [kettle, cups] = [await pricedProduct(t, 700), await pricedProduct(t, 300)];
    const code = freshCode('GSTCSV');
    await insertPromotion(t.db, { code, action: 'amount', amount: 100_00 });
    const placed = await placeCod(
      t,
      who,
      [
        { product: kettle.id, quantity: 1, filters: {} },
        { product: cups.id, quantity: 1, filters: {} },
      ],
      { couponCode: code },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as { order: Order }).order;
    // ₹100 off ₹1,000, 7 : 3 (decision 038).
    expect(order.orderItems.map((item) => item.discount)).toEqual([70, 30]);
    const cancelled = await cancelOrder(t, who, order._id, 'Ordered by mistake');
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(new Date())
      .slice(0, 7);
    /** The figures of each line, as the invoice on the order page has them. */
    const expected = (order.taxInvoice?.lines ?? []).map((line) => ({
      description: line.description,
      taxableValue: line.taxableValue.toFixed(2),
      cgst: line.cgst.toFixed(2),
      sgst: line.sgst.toFixed(2),
      igst: line.igst.toFixed(2),
      total: line.total.toFixed(2),
      discount: line.discount.toFixed(2),
    }));
    expect(expected.map((line) => [line.total, line.discount])).toEqual([
      ['630.00', '70.00'],
      ['270.00', '30.00'],
    ]);
    for (const file of ['invoices.csv', 'credit-notes.csv']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/tax/${file}?month=${month}`,
        headers: boss.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = parse(response.body, { columns: true }) as Record<string, string>[];
      const mine = rows.filter((row) => row.orderId === order._id);
      expect(mine.map((row) => pick(row, Object.keys(expected[0] ?? {})))).toEqual(expected);
    }
  });

  it('refuses a missing or malformed month in words, and shoppers', async () => {
    for (const query of ['', '?month=2025-13', '?month=June', '?month=2025-06&page=0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/tax/invoices.csv${query}`,
        headers: boss.headers,
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/month|page/);
    }
    const who = await shopper(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax/invoices.csv?month=2025-06',
      headers: who.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('names the next page while a month has more lines than one answer holds, and pages on without a gap', async () => {
    const { order } = await codOrderOf(t, 3);
    // One invoice of MAX_INVOICE_CSV_LINES more lines than it had: written straight in, as no basket is that big.
    await sql`
      insert into order_invoice_lines
        (order_id, position, kind, description, hsn_code, quantity, gst_rate, taxable_value, cgst, sgst, igst, total)
      select ${order._id}, 1000 + n, 'goods', 'Bulk line ' || n, '4820', 1, 0, 100, 0, 0, 0, 100
      from generate_series(1, ${MAX_INVOICE_CSV_LINES}) as n`.execute(t.db);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(new Date(order.createdAt))
      .slice(0, 7);
    const pages: Record<string, string>[][] = [];
    let url: string | undefined = `/api/admin/tax/invoices.csv?month=${month}`;
    while (url) {
      const response: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
        method: 'GET',
        url,
        headers: boss.headers,
      });
      expect(response.statusCode).toBe(200);
      pages.push(parse(response.body, { columns: true }) as Record<string, string>[]);
      url = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1];
    }
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toHaveLength(MAX_INVOICE_CSV_LINES);
    const bulk = pages.flat().filter((row) => row.description?.startsWith('Bulk line '));
    expect(bulk).toHaveLength(MAX_INVOICE_CSV_LINES);
    expect(new Set(bulk.map((row) => row.description)).size).toBe(MAX_INVOICE_CSV_LINES);
  });
});
