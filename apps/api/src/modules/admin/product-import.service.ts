// Catalogue import (docs/decisions/013-shop-admin.md): every row is checked with the create schema; a dry run reports
// every bad row by line and writes nothing; a real import writes nothing when any row is bad, else creates or
// updates (by id) every row in one transaction, each change audited. A row that updates a product carries the
// version of its export and is refused when the product changed since; rows that change stock are listed
// (docs/decisions/019). A product's stock grid comes whole with it, one CSV row per variant (docs/decisions/037).
import type { ImportProblem, ImportReport, ImportStockChange } from '@shop/shared/admin.schemas';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { existingSupplierIds } from '../suppliers/suppliers.repository.ts';
import { type AuditRecord, productChangesSince, recordAudits } from './audit.repository.ts';
import { type RawRow, readImportFile } from './import-file.lib.ts';
import { describeChanges } from './product-changes.lib.ts';
import { type CheckedRow, parseRow, planGrid, writeGrid } from './product-import-grid.lib.ts';
import { type VariantRecord, variantsOf } from './product-variants.repository.ts';
import type { AdminProductRecord } from './products.repository.ts';
import * as repository from './products.repository.ts';
import { toAdminProduct, toProductRow } from './products.shapes.ts';

function checkRows(rows: readonly RawRow[]): { valid: CheckedRow[]; problems: ImportProblem[] } {
  const valid: CheckedRow[] = [];
  const problems: ImportProblem[] = [];
  const idLines = new Map<string, number>();
  for (const raw of rows) {
    const { row, line } = raw;
    const parsed = parseRow(raw);
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      continue;
    }
    const { id } = parsed.product;
    const seenOn = id === undefined ? undefined : idLines.get(id);
    if (id !== undefined && seenOn !== undefined) {
      problems.push({ row, line, field: 'id', message: `This id is already used on line ${seenOn}` });
      continue;
    }
    if (id !== undefined) idLines.set(id, line);
    valid.push(parsed);
  }
  return { valid, problems };
}

/** What the valid rows would do to the shop as it is: rows it refuses, and the counts and stock changes. */
interface Plan {
  problems: ImportProblem[];
  stockChanges: ImportStockChange[];
  created: number;
  updated: number;
}

interface Current {
  products: Map<string, AdminProductRecord>;
  grids: Map<string, VariantRecord[]>;
}

/**
 * The products the rows name, by id, and their variants; `lock` holds them until commit: the products in id order,
 * then their variants (the lock order of docs/decisions/037), so imports and sales never deadlock.
 */
async function currentProducts(db: Db, rows: readonly CheckedRow[], lock: boolean): Promise<Current> {
  const ids = rows.flatMap(({ product }) => (product.id === undefined ? [] : [product.id]));
  const records = await repository.findProducts(db, ids, { lock });
  const grids = await variantsOf(
    db,
    records.map((record) => record.id),
    { lock },
  );
  return { products: new Map(records.map((record) => [record.id, record])), grids };
}

const STALE_THEN = "Export again and make this row's changes in the new file.";

/** Rows that update a product must come from its current version; a new product needs its stock. */
async function planRows(db: Db, rows: readonly CheckedRow[], current: Current): Promise<Plan> {
  const problems: ImportProblem[] = [];
  const stockChanges: ImportStockChange[] = [];
  const stale: (CheckedRow & { id: string; version: number; now: number })[] = [];
  let updated = 0;
  for (const checked of rows) {
    const { row, line, product } = checked;
    const known = product.id === undefined ? undefined : current.products.get(product.id);
    const grid = planGrid(checked, known, known ? (current.grids.get(known.id) ?? []) : []);
    problems.push(...grid.problems);
    stockChanges.push(...grid.stockChanges);
    if (!known) {
      if (product.countInStock === undefined && !grid.hasRows) {
        problems.push({
          row,
          line,
          field: 'countInStock',
          message: 'countInStock is required for a new product',
        });
      }
      continue;
    }
    updated += 1;
    if (product.version === undefined) {
      const message = 'version is required to update a product: take the file from a fresh export';
      problems.push({ row, line, field: 'version', message });
    } else if (product.version !== known.version) {
      stale.push({ ...checked, id: known.id, version: product.version, now: known.version });
    }
  }
  const changes = await productChangesSince(
    db,
    stale.filter((row) => row.version < row.now),
  );
  for (const { row, line, id, version, now } of stale) {
    const described = describeChanges(changes.get(id) ?? []);
    const since = described ? `by ${described.who}: ${described.fields}` : `version ${version}, now ${now}`;
    const message = `This product was changed after the export this row comes from (${since}). ${STALE_THEN}`;
    problems.push({ row, line, field: 'version', message });
  }
  // A supplier the shop does not have is this row's problem, in the dry run too (docs/decisions/027).
  const named = [...new Set(rows.flatMap(({ product }) => (product.supplierId ? [product.supplierId] : [])))];
  const suppliers = await existingSupplierIds(db, named);
  for (const { row, line, product } of rows) {
    if (product.supplierId && !suppliers.has(product.supplierId)) {
      problems.push({ row, line, field: 'supplierId', message: 'supplierId: no supplier has this id' });
    }
  }
  return { problems, stockChanges, created: rows.length - updated, updated };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summary(report: Omit<ImportReport, 'message'>): string {
  const first = report.problems[0];
  if (first) {
    const bad = new Set(report.problems.map((problem) => problem.row)).size;
    const problem = bad === 1 ? 'has problems' : 'have problems';
    return `${bad} of ${count(report.rows, 'row', 'rows')} ${problem} (line ${first.line}: ${first.message}); nothing was imported`;
  }
  const stock = report.stockChanges.length;
  if (report.imported) {
    const changed = stock > 0 ? `; ${count(stock, 'row', 'rows')} changed stock` : '';
    return `Imported ${count(report.rows, 'product', 'products')}: ${report.created} created, ${report.updated} updated${changed}`;
  }
  const valid = report.rows === 1 ? 'The row is valid' : `All ${report.rows} rows are valid`;
  const changes = stock > 0 ? `; ${count(stock, 'row changes', 'rows change')} stock` : '';
  return `${valid}: ${report.created} to create, ${report.updated} to update${changes}`;
}

function report(
  rows: number,
  dryRun: boolean,
  imported: boolean,
  problems: ImportProblem[],
  plan: Plan,
): ImportReport {
  // Problems in file order: a row's own problems, then what the shop says about it.
  const all = [...problems, ...plan.problems].sort((a, b) => a.row - b.row);
  const { created, updated, stockChanges } = plan;
  const fields = { dryRun, imported, rows, created, updated, problems: all, stockChanges };
  return { message: summary(fields), ...fields };
}

export async function importProducts(
  db: Db,
  actorId: string,
  text: string,
  dryRun: boolean,
): Promise<ImportReport> {
  const rows = readImportFile(text);
  const { valid, problems } = checkRows(rows);
  if (dryRun || problems.length > 0) {
    const plan = await planRows(db, valid, await currentProducts(db, valid, false));
    return report(rows.length, dryRun, false, problems, plan);
  }
  // Planned again under lock: a product may have been created, changed or deleted since the dry run.
  return db.transaction().execute(async (trx) => {
    const current = await currentProducts(trx, valid, true);
    const plan = await planRows(trx, valid, current);
    if (plan.problems.length > 0) return report(rows.length, false, false, [], plan);
    await writeRows(trx, actorId, valid, current);
    return report(rows.length, false, true, [], plan);
  });
}

/**
 * Creates or updates every row (its products and their variants locked in `current`); a row without stock keeps
 * the live count. A product with a grid in the file gets exactly that grid (docs/decisions/037).
 */
async function writeRows(
  trx: Db,
  actorId: string,
  rows: readonly CheckedRow[],
  current: Current,
): Promise<void> {
  const products = rows.map((checked) => {
    const { id, version, countInStock, variants: _grid, ...input } = checked.product;
    const known = id === undefined ? undefined : current.products.get(id);
    // With a grid, a new product starts at 0 and the trigger adds its rows up; a known one's count is written apart.
    const stock = (checked.product.variants?.length ?? 0) > 0 ? 0 : (countInStock ?? known?.countInStock);
    // planRows refuses a new product without a count, so this never throws.
    if (stock === undefined) throw new Error('an imported product without a stock count was not refused');
    return {
      id: id ?? newId(),
      version,
      known,
      checked,
      row: toProductRow({ ...input, countInStock: stock }),
    };
  });
  const toInsert = products.filter((product) => !product.known);
  await repository.insertProducts(
    trx,
    toInsert.map(({ id, version, row }) => ({ id, version, ...row })),
  );
  for (const { id, known, checked, row } of products) {
    const { count_in_stock: _count, ...fields } = row;
    if (known) await repository.updateProduct(trx, id, fields);
    await writeGrid(trx, id, checked.product, known, known ? (current.grids.get(id) ?? []) : []);
  }
  const ids = products.map((product) => product.id);
  const after = await repository.findProducts(trx, ids);
  const grids = await variantsOf(trx, ids);
  const audits: AuditRecord[] = after.map((record) => {
    const before = current.products.get(record.id);
    return {
      actorId,
      action: before ? 'product.import-update' : 'product.import-create',
      entity: 'product',
      entityId: record.id,
      before: before ? toAdminProduct(before, current.grids.get(record.id) ?? []) : null,
      after: toAdminProduct(record, grids.get(record.id) ?? []),
    };
  });
  await recordAudits(trx, audits);
}
