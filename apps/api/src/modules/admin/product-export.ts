// Catalogue export (docs/decisions/013): every product, live and archived, in the import's own format (the
// create schema's fields plus id), read a batch at a time in id order so memory stays flat at any size.
import { PRODUCT_CSV_COLUMNS, type ProductExportRow } from '@shop/shared/admin.schemas';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.ts';
import { toExportRow } from './product-shapes.ts';
import * as repository from './products.repository.ts';

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
  return {
    ...row,
    badge: row.badge ?? '',
    features: JSON.stringify(row.features),
    images: JSON.stringify(row.images),
    filters: JSON.stringify(row.filters),
  };
}

export async function* exportCsv(db: Db): AsyncGenerator<string> {
  yield stringify([[...PRODUCT_CSV_COLUMNS]]);
  for await (const rows of exportRows(db)) {
    yield stringify(rows.map(csvCells), { columns: [...PRODUCT_CSV_COLUMNS] });
  }
}
