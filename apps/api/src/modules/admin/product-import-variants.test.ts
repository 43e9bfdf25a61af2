// A product's stock grid in the catalogue's CSV (docs/decisions/037-variants.md): one row per variant, its
// `variant` cell the combination ("Size: 500 ml; Color: Steel"); importing an export changes nothing; a changed
// count is listed before the import as any stock change is (docs/decisions/019); a bad variant cell is refused
// with its line and plain words, and nothing is written.
import type { AdminProduct, ImportReport } from '@shop/shared/admin.schemas';
import { variantKey } from '@shop/shared/variants';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { auditRows, createdProductId, productForm, useAdmin } from '../../../test/admin-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { variantCountsOf } from '../../../test/variant-helpers.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);

const grid = [
  {
    options: { Size: '500 ml', Color: 'Steel' },
    sku: 'ZEP-500-ST',
    supplierSku: 'SUP-500-ST',
    countInStock: 3,
  },
  { options: { Size: '500 ml', Color: 'Teal' }, sku: null, supplierSku: null, countInStock: 0 },
  { options: { Size: '750 ml', Color: 'Steel' }, sku: 'ZEP-750-ST', supplierSku: null, countInStock: 5 },
  { options: { Size: '750 ml', Color: 'Teal' }, sku: null, supplierSku: 'SUP-750-TE', countInStock: 2 },
];

function importCsv(body: string, dryRun = true) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...boss.headers, 'content-type': 'text/csv' },
    payload: body,
  });
}

async function load(id: string): Promise<AdminProduct> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/${id}`,
    headers: boss.headers,
  });
  return response.json() as AdminProduct;
}

/** The export's header and the product's own rows (none of its cells spans lines). */
async function exportedRows(id: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products/export?format=csv',
    headers: boss.headers,
  });
  const [header = '', ...lines] = response.body.trimEnd().split('\n');
  return [header, ...lines.filter((line) => line.startsWith(`${id},`))];
}

const withGrid = (name: string) =>
  createdProductId(t, boss, { ...productForm({ name, countInStock: 12 }), variants: grid });

describe('the CSV of a product with variants', () => {
  it('has one row per variant, and imports back changing nothing', async () => {
    const id = await withGrid('Zephyrine Export Flask');
    const before = await load(id);
    const rows = await exportedRows(id);
    expect(rows).toHaveLength(5);
    const records = parse(rows.join('\n'), { columns: true }) as Record<string, string>[];
    const cells = records.map((cell) => [
      cell.variant,
      cell.variantSku,
      cell.variantSupplierSku,
      cell.countInStock,
    ]);
    expect(cells).toEqual([
      ['Size: 500 ml; Color: Steel', 'ZEP-500-ST', 'SUP-500-ST', '3'],
      ['Size: 500 ml; Color: Teal', '', '', '0'],
      ['Size: 750 ml; Color: Steel', 'ZEP-750-ST', '', '5'],
      ['Size: 750 ml; Color: Teal', '', 'SUP-750-TE', '2'],
    ]);
    const file = `${rows.join('\n')}\n`;
    const dry = (await importCsv(file)).json() as ImportReport;
    expect(dry).toMatchObject({ rows: 1, updated: 1, problems: [], stockChanges: [] });
    const done = await importCsv(file, false);
    expect(done.json()).toMatchObject({ imported: true, updated: 1, problems: [] });
    expect(await load(id)).toEqual(before);
    expect(await exportedRows(id)).toEqual(rows);
    expect((await auditRows(t, id)).at(-1)).toMatchObject({ action: 'product.import-update' });
  });

  it("lists a variant's changed count before the import, then sets it; a new product comes with its grid", async () => {
    const id = await withGrid('Zephyrine Restock Flask');
    const [header = '', ...rows] = await exportedRows(id);
    const restocked = rows.map((line) =>
      line.replace('Size: 750 ml; Color: Steel,ZEP-750-ST,,5,', 'Size: 750 ml; Color: Steel,ZEP-750-ST,,9,'),
    );
    // The same product again as a new one: no id, no version, the name changed on every row.
    const copy = rows.map((line) =>
      line.replace(/^[0-9a-f]{24},\d+,Zephyrine Restock Flask,/, ',,Zephyrine Copied Flask,'),
    );
    const file = [header, ...restocked, ...copy].join('\n');
    const dry = (await importCsv(file)).json() as ImportReport;
    expect(dry).toMatchObject({ rows: 2, created: 1, updated: 1, problems: [] });
    expect(dry.stockChanges).toEqual([
      { row: 1, line: 4, id, name: 'Zephyrine Restock Flask (Size: 750 ml, Color: Steel)', from: 5, to: 9 },
    ]);
    const done = await importCsv(file, false);
    expect(done.statusCode, done.body).toBe(200);
    expect(await variantCountsOf(t, id)).toMatchObject({
      [variantKey({ Size: '750 ml', Color: 'Steel' })]: 9,
    });
    expect((await load(id)).countInStock).toBe(14);
    const created = await t.db
      .selectFrom('products')
      .select(['id', 'count_in_stock'])
      .where('name', '=', 'Zephyrine Copied Flask')
      .executeTakeFirstOrThrow();
    expect(created.count_in_stock).toBe(10);
    expect((await load(created.id)).variants.map(({ key: _key, ...row }) => row)).toEqual(grid);
  });

  it.each([
    {
      name: 'a value the option does not have',
      row: 3,
      change: (line: string) => line.replace('Size: 750 ml; Color: Teal', 'Size: 2 L; Color: Teal'),
      problem: {
        line: 5,
        field: 'variant',
        message:
          'variant "Size: 2 L; Color: Teal" does not match the options: write each option once as "Size: 500 ml; Color: Steel"',
      },
    },
    {
      name: 'a combination twice',
      row: 3,
      change: (line: string) => line.replace('Size: 750 ml; Color: Teal', 'Color: Steel;Size:750 ml'),
      problem: { line: 5, field: 'variant', message: 'Variant "Size: 750 ml; Color: Steel" is listed twice' },
    },
    {
      name: 'a product column that differs from its first row',
      row: 1,
      change: (line: string) => line.replace(',Quillmark,', ',Quillmark Co,'),
      problem: {
        line: 3,
        field: 'brand',
        message: "brand differs from line 2: each row of a product's variants repeats its columns",
      },
    },
    {
      name: 'a count that is not a number',
      row: 3,
      change: (line: string) => line.replace(',SUP-750-TE,2,', ',SUP-750-TE,two,'),
      problem: { line: 5, field: 'countInStock', message: 'countInStock must be a number' },
    },
  ])('refuses $name with its line and words, and writes nothing', async ({ name, row, change, problem }) => {
    const id = await withGrid(`Zephyrine Bad Cell Flask (${name})`);
    const before = await load(id);
    const [header = '', ...rows] = await exportedRows(id);
    const bad = rows.map((line, index) => (index === row ? change(line) : line));
    expect(bad).not.toEqual(rows);
    const response = await importCsv([header, ...bad].join('\n'), false);
    expect(response.statusCode, response.body).toBe(400);
    const report = response.json() as ImportReport;
    expect(report.problems).toEqual([{ row: 1, ...problem }]);
    expect(report.message).toBe(
      `1 of 1 row has problems (line ${problem.line}: ${problem.message}); nothing was imported`,
    );
    expect(await load(id)).toEqual(before);
  });
});

describe('a file without the grid of a product that has one', () => {
  it('keeps the stored grid, and refuses options its rows no longer fit, writing nothing', async () => {
    const id = await withGrid('Zephyrine Kept Grid Flask');
    const before = await load(id);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export?format=json',
      headers: boss.headers,
    });
    const row = (exported.json() as Record<string, unknown>[]).find((each) => each.id === id);
    if (!row) throw new Error('the product is not in the export');
    // Without `variants` (as a file from before variants): the 500 ml only, so the 750 ml rows no longer fit.
    const { variants: _grid, ...product } = row;
    const [size, color] = before.filters;
    const smallOnly = {
      ...size,
      values: ['500 ml'],
      priceAdjustments: size?.priceAdjustments.filter((each) => each.value === '500 ml'),
    };
    const file = JSON.stringify([{ ...product, filters: [smallOnly, color] }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { ...boss.headers, 'content-type': 'application/json' },
      payload: file,
    });
    expect(response.statusCode, response.body).toBe(400);
    const suffix = 'a variant of this product: import its variants with it';
    expect((response.json() as ImportReport).problems.map((problem) => problem.message)).toEqual([
      `The options no longer have "Size: 750 ml; Color: Steel", ${suffix}`,
      `The options no longer have "Size: 750 ml; Color: Teal", ${suffix}`,
    ]);
    expect(await load(id)).toEqual(before);
  });
});
