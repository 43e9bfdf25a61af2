// Catalogue export (docs/decisions/013): every product, live and archived, in the import's own format (the
// create schema's fields plus id and version, and its stock grid), read a batch at a time in id order so memory
// stays flat at any size. CSV has one row per variant (docs/decisions/037). CSV text cells are guarded against
// spreadsheet formulas (spreadsheet-cells.ts, docs/decisions/019).
import { PRODUCT_CSV_COLUMNS, type ProductExportRow } from '@shop/shared/admin.schemas';
import { variantText } from '@shop/shared/variant-grid';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.ts';
import { variantsOf } from './product-variants.repository.ts';
import * as repository from './products.repository.ts';
import { toExportRow } from './products.shapes.ts';
import { guardFormula } from './spreadsheet-cells.lib.ts';

const BATCH = 500;

async function* exportRows(db: Db): AsyncGenerator<ProductExportRow[]> {
  let afterId: string | undefined;
  for (;;) {
    const records = await repository.productsAfter(db, afterId, BATCH);
    if (records.length === 0) return;
    const grids = await variantsOf(
      db,
      records.map((record) => record.id),
    );
    yield records.map((record) => toExportRow(record, grids.get(record.id) ?? []));
    afterId = records[records.length - 1]?.id;
  }
}

/** A JSON array with one product per line, so an import's line numbers point at products. */
export async function* exportJson(db: Db): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const rows of exportRows(db)) {
    for (const row of rows) {
      yield `${first ? '' : ','}\n${JSON.stringify(row)}`;
      first = false;
    }
  }
  yield '\n]\n';
}

/** The product's CSV rows: one, or one per variant, each with the variant's cells and count. */
function csvRows(row: ProductExportRow): Record<string, string | number>[] {
  const { variants, ...product } = row;
  if (variants.length === 0) {
    return [csvCells({ ...product, variant: '', variantSku: '', variantSupplierSku: '' })];
  }
  return variants.map((variant) =>
    csvCells({
      ...product,
      variant: variantText(variant.options, row.filters),
      variantSku: variant.sku ?? '',
      variantSupplierSku: variant.supplierSku ?? '',
      countInStock: variant.countInStock,
    }),
  );
}

type CsvProduct = Omit<ProductExportRow, 'variants'> & {
  variant: string;
  variantSku: string;
  variantSupplierSku: string;
};

function csvCells(row: CsvProduct): Record<string, string | number> {
  const cells: Record<string, string | number> = {
    ...row,
    badge: row.badge ?? '',
    features: JSON.stringify(row.features),
    images: JSON.stringify(row.images),
    filters: JSON.stringify(row.filters),
    supplierId: row.supplierId ?? '',
    supplierSku: row.supplierSku ?? '',
    costPrice: row.costPrice ?? '',
    hsnCode: row.hsnCode ?? '',
    gstRate: row.gstRate ?? '',
  };
  // Numbers are never negative, so only text can start like a formula.
  for (const [column, cell] of Object.entries(cells)) {
    if (typeof cell === 'string') cells[column] = guardFormula(cell);
  }
  return cells;
}

/** Rows as CSV lines, after the header line when `header` is true. */
export function csvText(rows: readonly ProductExportRow[], header = false): string {
  return stringify(rows.flatMap(csvRows), { columns: [...PRODUCT_CSV_COLUMNS], header });
}

export async function* exportCsv(db: Db): AsyncGenerator<string> {
  yield stringify([[...PRODUCT_CSV_COLUMNS]]);
  for await (const rows of exportRows(db)) yield csvText(rows);
}
