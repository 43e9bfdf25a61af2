// The admin's GST work (docs/decisions/029-gst-tax-invoices.md): category defaults (changes audited; orders
// already placed keep their figures) and a month's invoice lines and credit notes (India time) as CSV for the
// GST return.
import {
  CREDIT_NOTE_CSV_COLUMNS,
  INVOICE_CSV_COLUMNS,
  MAX_INVOICE_CSV_LINES,
  type TaxCategory,
} from '@shop/shared/admin-tax.schemas';
import type { Category } from '@shop/shared/categories';
import { toRupees } from '@shop/shared/money';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOffset } from '../../lib/paging.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import { guardFormula } from '../admin/spreadsheet-cells.lib.ts';
import * as repository from './admin-tax.repository.ts';

export async function categories(db: Db): Promise<TaxCategory[]> {
  const rows = await repository.categoryDefaults(db);
  return rows.map((row) => ({
    category: row.category as Category,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function updateCategory(
  db: Db,
  actorId: string,
  category: Category,
  change: { hsnCode: string; gstRate: number },
): Promise<TaxCategory> {
  return db.transaction().execute(async (trx) => {
    const before = await repository.lockCategoryDefault(trx, category);
    if (!before) throw new AppError('NOT_FOUND', `No GST default for ${category}`);
    const row = await repository.updateCategoryDefault(trx, category, change);
    await recordAudit(trx, {
      actorId,
      action: 'tax.category',
      entity: 'tax_category',
      entityId: category,
      before,
      after: change,
    });
    return {
      category,
      hsnCode: row.hsn_code,
      gstRate: row.gst_rate,
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

/** The month's bounds as instants: its first and the next month's first midnight in India (UTC+05:30). */
function monthBounds(month: string): { from: Date; to: Date } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const from = new Date(Date.UTC(year, number - 1, 1) - 330 * 60_000);
  const to = new Date(Date.UTC(year, number, 1) - 330 * 60_000);
  return { from, to };
}

const dayInIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

type InvoiceLineRow = Awaited<ReturnType<typeof repository.invoiceLines>>[number];

/** An invoice line as a CSV row: rupees with two decimals, text cells guarded against formulas. */
function invoiceCells(row: InvoiceLineRow) {
  return {
    invoiceNumber: row.invoiceNumber ?? '',
    invoiceDate: row.issuedAt ? dayInIndia.format(row.issuedAt) : '',
    orderId: row.orderId,
    buyerName: guardFormula(`${row.firstName} ${row.lastName}`.trim()),
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyCode: row.placeOfSupplyCode,
    supplyType: row.intraState ? 'intra-state' : 'inter-state',
    description: guardFormula(row.description),
    hsnCode: row.hsnCode,
    quantity: row.quantity,
    taxableValue: toRupees(row.taxableValue).toFixed(2),
    gstRate: row.gstRate,
    cgst: toRupees(row.cgst).toFixed(2),
    sgst: toRupees(row.sgst).toFixed(2),
    igst: toRupees(row.igst).toFixed(2),
    total: toRupees(row.total).toFixed(2),
    discount: toRupees(row.discount).toFixed(2),
  };
}

/** One page of an export as CSV text, header first, and whether the month has lines past it. */
export interface CsvPage {
  csv: string;
  more: boolean;
}

/**
 * Page `page` of at most MAX_INVOICE_CSV_LINES lines: one more is read to know whether another page follows (the
 * route then names it, and the admin's page fetches every part into one file). A month past the last page one
 * may ask for still names the next: asking for it is refused, so the download fails instead of being cut short.
 */
async function csvPage<Row>(
  page: number,
  read: (window: repository.RowWindow) => Promise<Row[]>,
  toCsv: (rows: Row[]) => string,
): Promise<CsvPage> {
  const rows = await read({
    offset: pageOffset(page, MAX_INVOICE_CSV_LINES),
    limit: MAX_INVOICE_CSV_LINES + 1,
  });
  const more = rows.length > MAX_INVOICE_CSV_LINES;
  return { csv: toCsv(rows.slice(0, MAX_INVOICE_CSV_LINES)), more };
}

/** One page of the month's invoice lines. */
export async function invoicesCsv(db: Db, month: string, page: number): Promise<CsvPage> {
  const { from, to } = monthBounds(month);
  return csvPage(
    page,
    (window) => repository.invoiceLines(db, from, to, window),
    (rows) => stringify(rows.map(invoiceCells), { header: true, columns: [...INVOICE_CSV_COLUMNS] }),
  );
}

/** One page of the lines credited by the month's credit notes. */
export async function creditNotesCsv(db: Db, month: string, page: number): Promise<CsvPage> {
  const { from, to } = monthBounds(month);
  return csvPage(
    page,
    (window) => repository.creditNoteLines(db, from, to, window),
    (rows) =>
      stringify(
        rows.map((row) => ({
          creditNoteNumber: row.creditNoteNumber,
          creditNoteDate: dayInIndia.format(row.creditedAt),
          reason: row.reason,
          ...invoiceCells(row),
        })),
        { header: true, columns: [...CREDIT_NOTE_CSV_COLUMNS] },
      ),
  );
}
