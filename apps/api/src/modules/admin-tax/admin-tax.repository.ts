// The GST tables the admin reads and edits (migration 0025, docs/decisions/029-gst-tax-invoices.md): the
// per-category defaults, a month's issued invoice lines and the lines its credit notes credit.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function categoryDefaults(db: Db) {
  return db.selectFrom('gst_category_defaults').selectAll().orderBy('category').execute();
}

/** The category's current default, locked until the transaction ends; undefined when it has none. */
export async function lockCategoryDefault(trx: Db, category: string) {
  return trx
    .selectFrom('gst_category_defaults')
    .select(['hsn_code as hsnCode', 'gst_rate as gstRate'])
    .where('category', '=', category)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateCategoryDefault(
  trx: Db,
  category: string,
  change: { hsnCode: string; gstRate: number },
) {
  return trx
    .updateTable('gst_category_defaults')
    .set({ hsn_code: change.hsnCode, gst_rate: change.gstRate, updated_at: sql<Date>`now()` })
    .where('category', '=', category)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every invoice line with its invoice's header and buyer. */
function invoiceLinesQuery(db: Db) {
  return db
    .selectFrom('order_invoice_lines as line')
    .innerJoin('order_invoices as invoice', 'invoice.order_id', 'line.order_id')
    .innerJoin('orders', 'orders.id', 'invoice.order_id')
    .select([
      'invoice.invoice_number as invoiceNumber',
      'invoice.issued_at as issuedAt',
      'invoice.order_id as orderId',
      'orders.first_name as firstName',
      'orders.last_name as lastName',
      'invoice.place_of_supply_name as placeOfSupply',
      'invoice.place_of_supply_code as placeOfSupplyCode',
      'invoice.intra_state as intraState',
      'line.description',
      'line.hsn_code as hsnCode',
      'line.quantity',
      'line.taxable_value as taxableValue',
      'line.gst_rate as gstRate',
      'line.cgst',
      'line.sgst',
      'line.igst',
      'line.total',
      'line.discount',
    ]);
}

/** Which rows of an ordered list to read: `limit` of them after the first `offset`. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/** Invoice lines issued in [from, to), in invoice-number order: the window's rows. */
export async function invoiceLines(db: Db, from: Date, to: Date, { offset, limit }: RowWindow) {
  return invoiceLinesQuery(db)
    .where('invoice.issued_at', '>=', from)
    .where('invoice.issued_at', '<', to)
    .orderBy('invoice.financial_year')
    .orderBy('invoice.sequence')
    .orderBy('line.position')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * The lines credited by credit notes issued in [from, to): every line of each credited invoice, with the credit
 * note, in credit-note-number order: the window's rows.
 */
export async function creditNoteLines(db: Db, from: Date, to: Date, { offset, limit }: RowWindow) {
  return invoiceLinesQuery(db)
    .innerJoin('order_credit_notes as note', 'note.order_id', 'invoice.order_id')
    .select(['note.credit_note_number as creditNoteNumber', 'note.issued_at as creditedAt', 'note.reason'])
    .where('note.issued_at', '>=', from)
    .where('note.issued_at', '<', to)
    .orderBy('note.financial_year')
    .orderBy('note.sequence')
    .orderBy('line.position')
    .limit(limit)
    .offset(offset)
    .execute();
}
