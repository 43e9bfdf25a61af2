// Catalogue import (issue 10, docs/decisions/013): every row is checked with the create schema; a dry run reports
// every bad row by line and writes nothing; a real import writes nothing when any row is bad, else creates or
// updates (by id) every row in one transaction, each change audited.
import {
  type ImportProblem,
  type ImportReport,
  type ProductImportRow,
  productImportRowSchema,
} from '@shop/shared/admin.schemas';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { type AuditRecord, recordAudits } from './audit.ts';
import { type RawRow, readImportFile } from './import-file.ts';
import { toAdminProduct, toProductRow } from './product-shapes.ts';
import * as repository from './products.repository.ts';

interface CheckedRow {
  line: number;
  product: ProductImportRow;
}

function checkRows(rows: readonly RawRow[]): { valid: CheckedRow[]; problems: ImportProblem[] } {
  const valid: CheckedRow[] = [];
  const problems: ImportProblem[] = [];
  const idLines = new Map<string, number>();
  for (const { row, line, value } of rows) {
    if ('unreadable' in value && typeof value.unreadable === 'string') {
      problems.push({ row, line, field: String(value.field), message: value.unreadable });
      continue;
    }
    const parsed = productImportRowSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ row, line, field: issue.path.join('.'), message: issue.message });
      }
      continue;
    }
    const { id } = parsed.data;
    const seenOn = id === undefined ? undefined : idLines.get(id);
    if (id !== undefined && seenOn !== undefined) {
      problems.push({ row, line, field: 'id', message: `This id is already used on line ${seenOn}` });
      continue;
    }
    if (id !== undefined) idLines.set(id, line);
    valid.push({ line, product: parsed.data });
  }
  return { valid, problems };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summary(report: Omit<ImportReport, 'message'>): string {
  const first = report.problems[0];
  if (first) {
    const bad = new Set(report.problems.map((problem) => problem.row)).size;
    const problem = bad === 1 ? 'has problems' : 'have problems';
    return `${bad} of ${count(report.rows, 'row', 'rows')} ${problem} (line ${first.line}: ${first.message}); nothing was imported`;
  }
  if (report.imported) {
    return `Imported ${count(report.rows, 'product', 'products')}: ${report.created} created, ${report.updated} updated`;
  }
  const valid = report.rows === 1 ? 'The row is valid' : `All ${report.rows} rows are valid`;
  return `${valid}: ${report.created} to create, ${report.updated} to update`;
}

export async function importProducts(
  db: Db,
  actorId: string,
  text: string,
  dryRun: boolean,
): Promise<ImportReport> {
  const rows = readImportFile(text);
  const { valid, problems } = checkRows(rows);
  const ids = valid.flatMap(({ product }) => (product.id === undefined ? [] : [product.id]));
  const known = await repository.existingIds(db, ids);
  const updated = valid.filter(({ product }) => product.id !== undefined && known.has(product.id)).length;
  const checked = {
    dryRun,
    imported: false,
    rows: rows.length,
    created: valid.length - updated,
    updated,
    problems,
  };
  if (dryRun || problems.length > 0) return { message: summary(checked), ...checked };
  // Counted again inside the transaction: a product may have been created or deleted since the check.
  const written = await db.transaction().execute((trx) => writeRows(trx, actorId, valid));
  const report = { ...checked, ...written, imported: true };
  return { message: summary(report), ...report };
}

/** Creates or updates every row; the rows to update are locked first, in id order, so imports never deadlock. */
async function writeRows(
  trx: Db,
  actorId: string,
  rows: readonly CheckedRow[],
): Promise<{ created: number; updated: number }> {
  const ids = rows.flatMap(({ product }) => (product.id === undefined ? [] : [product.id]));
  const current = new Map((await repository.findProducts(trx, ids, { lock: true })).map((p) => [p.id, p]));
  const creates = rows.map(({ product }) => ({ ...product, id: product.id ?? newId() }));
  const toInsert = creates.filter((product) => !current.has(product.id));
  await repository.insertProducts(
    trx,
    toInsert.map(({ id, ...input }) => ({ id, ...toProductRow(input) })),
  );
  const updates = creates.filter((product) => current.has(product.id));
  for (const { id, ...input } of updates) await repository.updateProduct(trx, id, toProductRow(input));
  const after = await repository.findProducts(
    trx,
    creates.map((product) => product.id),
  );
  const audits: AuditRecord[] = after.map((record) => {
    const before = current.get(record.id);
    return {
      actorId,
      action: before ? 'product.import-update' : 'product.import-create',
      entity: 'product',
      entityId: record.id,
      before: before ? toAdminProduct(before) : null,
      after: toAdminProduct(record),
    };
  });
  await recordAudits(trx, audits);
  return { created: toInsert.length, updated: updates.length };
}
