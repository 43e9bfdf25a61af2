// Catalogue export (docs/decisions/013): every product, live and archived, in the import's own format (the
// create schema's fields plus id and version), read a batch at a time in id order so memory stays flat at any
// size. CSV text cells are guarded against spreadsheet formulas (spreadsheet-cells.ts, docs/decisions/019).
import { PRODUCT_CSV_COLUMNS, type ProductExportRow } from '@shop/shared/admin.schemas';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.ts';
import * as repository from './products.repository.ts';
import { toExportRow } from './products.shapes.ts';
import { guardFormula } from './spreadsheet-cells.lib.ts';

const BATCH = 500;

async function* exportRows(db: Db): AsyncGenerator<ProductExportRow[]> {
  let afterId: string | undefined;
  for (;;) {
    const records = await repository.productsAfter(db, afterId, BATCH);
    if (records.length === 0) return;
    yield records.map(toExportRow);
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

function csvCells(row: ProductExportRow): Record<string, string | number> {
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
  return stringify(rows.map(csvCells), { columns: [...PRODUCT_CSV_COLUMNS], header });
}

export async function* exportCsv(db: Db): AsyncGenerator<string> {
  yield stringify([[...PRODUCT_CSV_COLUMNS]]);
  for await (const rows of exportRows(db)) yield csvText(rows);
}
