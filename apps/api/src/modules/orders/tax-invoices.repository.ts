// An order's tax invoice (docs/decisions/029-gst-tax-invoices.md): its figures written with the order from the
// products' HSN codes and GST rates as they are then, and its number in the financial year given as the last
// statement of the order's transaction; and the credit note that reverses it in full when the order is cancelled
// or its goods come back. Nothing here is recomputed later: readers read what was written.
import {
  financialYear,
  findGstState,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  type GstRate,
  SHIPPING_SAC,
  STATE_MESSAGE,
  taxOrder,
} from '@shop/shared/gst';
import { SHIPPING_SPEED_LABELS, type ShippingSpeed } from '@shop/shared/shipping-speeds';
import { sql } from 'kysely';
import type { Db, StoredOrderLine, StoredSeller, StoredShippingInfo } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

export interface TaxInvoiceLine {
  kind: 'goods' | 'shipping';
  description: string;
  hsnCode: string;
  quantity: number;
  rate: number;
  /**
   * Paise. What promotions took off the line before tax (docs/decisions/038-promotions.md): `total` is the line's
   * price × quantity − discount, and the tax is on it. 0 on the shipping line.
   */
  discount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface CreditNoteRecord {
  number: string;
  financialYear: string;
  issuedAt: Date;
  reason: 'cancelled' | 'returned';
}

/** The statuses of a credited order: cancelled, and returned with the refund's steps after it. */
const CREDITED_STATUSES = ['cancelled', 'returned', 'refund accepted', 'refunded'] as const;

/** The reason of the credit note an order in this status holds, or undefined when it holds none. */
export function creditReasonOf(status: string): CreditNoteRecord['reason'] | undefined {
  if (status === 'cancelled') return 'cancelled';
  return (CREDITED_STATUSES as readonly string[]).includes(status) ? 'returned' : undefined;
}

export interface TaxInvoiceRecord {
  /** Null only inside the order's transaction, before `numberInvoice`. */
  number: string | null;
  financialYear: string | null;
  issuedAt: Date | null;
  seller: StoredSeller;
  placeOfSupply: { code: string; name: string };
  intraState: boolean;
  lines: TaxInvoiceLine[];
  /** The credit note reversing every line, once the order was cancelled or returned. */
  creditNote: CreditNoteRecord | null;
}

/**
 * The state an order is delivered to: its place of supply. An address whose state is not one of India's is
 * refused before anything is written or paid (400), with the words the address schemas use (decision 036).
 */
export function placeOfSupplyOrThrow(shipping: Pick<StoredShippingInfo, 'state'>): {
  code: string;
  name: string;
} {
  const state = findGstState(shipping.state);
  if (!state) throw new AppError('INVALID', STATE_MESSAGE);
  return state;
}

/** Each product's HSN code and GST rate now: its own, else its category's default. */
async function taxCodes(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, { hsn: string; rate: GstRate }>> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('gst_category_defaults as defaults', 'defaults.category', 'products.category')
    .select([
      'products.id',
      sql<string>`coalesce(products.hsn_code, defaults.hsn_code)`.as('hsn'),
      sql<number>`coalesce(products.gst_rate, defaults.gst_rate)`.as('rate'),
    ])
    .where('products.id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { hsn: row.hsn, rate: row.rate as GstRate }]));
}

/**
 * Writes the invoice's figures for a new order, inside its transaction: one line per order line, on its value after
 * its share of the promotions (docs/decisions/038-promotions.md), and one for shipping when it was charged: the
 * whole shipping charge after promotions (none when a free-shipping promotion left nothing to pay), a faster speed's
 * fee included, named by the speed (docs/decisions/036). Returns the invoice, not yet numbered.
 */
export async function insertTaxFigures(
  db: Db,
  orderId: string,
  seller: StoredSeller,
  shipping: StoredShippingInfo,
  lines: readonly StoredOrderLine[],
  shippingCost: number,
  speed: ShippingSpeed = 'standard',
): Promise<TaxInvoiceRecord> {
  const placeOfSupply = placeOfSupplyOrThrow(shipping);
  const intraState = placeOfSupply.code === seller.stateCode;
  const codes = await taxCodes(
    db,
    lines.map((line) => line.productId),
  );
  const coded = lines.map((line) => {
    const code = codes.get(line.productId);
    if (!code) throw new Error(`product ${line.productId} has no tax code`);
    return { line, code };
  });
  const taxed = taxOrder(
    coded.map(({ line, code }) => ({
      price: line.price,
      quantity: line.quantity,
      rate: code.rate,
      discount: line.discount ?? 0,
    })),
    shippingCost,
    intraState,
  );
  const invoiceLines: TaxInvoiceLine[] = coded.map(({ line, code }, index) => {
    const figures = taxed.lines[index];
    if (!figures) throw new Error('tax line missing');
    return {
      kind: 'goods',
      description: line.name,
      hsnCode: code.hsn,
      quantity: line.quantity,
      discount: line.discount ?? 0,
      ...figures,
    };
  });
  if (shippingCost > 0) {
    invoiceLines.push({
      kind: 'shipping',
      description: speed === 'standard' ? 'Shipping' : `Shipping (${SHIPPING_SPEED_LABELS[speed]})`,
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      discount: 0,
      ...taxed.shipping,
    });
  }
  await db
    .insertInto('order_invoices')
    .values({
      order_id: orderId,
      invoice_number: null,
      financial_year: null,
      sequence: null,
      issued_at: null,
      seller: JSON.stringify(seller),
      place_of_supply_code: placeOfSupply.code,
      place_of_supply_name: placeOfSupply.name,
      intra_state: intraState,
    })
    .execute();
  await db
    .insertInto('order_invoice_lines')
    .values(
      invoiceLines.map((line, position) => ({
        order_id: orderId,
        position,
        kind: line.kind,
        description: line.description,
        hsn_code: line.hsnCode,
        quantity: line.quantity,
        gst_rate: line.rate,
        discount: line.discount,
        taxable_value: line.taxableValue,
        cgst: line.cgst,
        sgst: line.sgst,
        igst: line.igst,
        total: line.total,
      })),
    )
    .execute();
  return {
    number: null,
    financialYear: null,
    issuedAt: null,
    seller,
    placeOfSupply,
    intraState,
    lines: invoiceLines,
    creditNote: null,
  };
}

/**
 * Gives the order's invoice (written with it by `insertTaxFigures`) the next number of the financial year
 * `issuedAt` falls in (April to March, India's time). The counter row is updated in the order's transaction: a
 * second order waits on its lock until this one commits or rolls back, so the numbers are unique, and gapless
 * since a rolled-back order gives its number back. Call it last in the transaction, so the lock is held only until
 * the commit.
 */
export async function numberInvoice(
  db: Db,
  orderId: string,
  issuedAt: Date,
): Promise<{ number: string; financialYear: string; issuedAt: Date }> {
  const year = financialYear(issuedAt);
  const sequence = await nextInSeries(db, 'invoice_counters', year);
  const number = formatInvoiceNumber(year, sequence);
  await db
    .updateTable('order_invoices')
    .set({ invoice_number: number, financial_year: year, sequence, issued_at: issuedAt })
    .where('order_id', '=', orderId)
    .execute();
  return { number, financialYear: year, issuedAt };
}

/**
 * The year's next number of a series (invoices, or credit notes): one counter row per financial year, updated in
 * the caller's transaction, which then holds its lock until it commits or rolls back (giving the number back).
 */
async function nextInSeries(
  db: Db,
  counters: 'invoice_counters' | 'credit_note_counters',
  year: string,
): Promise<number> {
  const table = sql.table(counters);
  const { rows } = await sql<{ last_number: number }>`
    insert into ${table} (financial_year, last_number) values (${year}, 1)
    on conflict (financial_year) do update set last_number = ${table}.last_number + 1
    returning last_number`.execute(db);
  const sequence = rows[0]?.last_number;
  if (sequence === undefined) throw new Error(`no number from ${counters}`);
  return sequence;
}

/**
 * Issues the credit note that reverses the order's invoice in full, in the transaction of the status change that
 * cancelled the order or took its goods back (which holds the order's lock): the next number of the credit
 * notes' own series in the financial year of its date, gapless like invoices. Dated by the transaction's clock,
 * as the status change's own time is (`issuedAt` replaces it in tests). Call it last in the transaction. Nothing
 * for an order without an invoice (placed without GST settings) or already credited.
 */
export async function issueCreditNote(
  db: Db,
  orderId: string,
  reason: CreditNoteRecord['reason'],
  issuedAt?: Date,
): Promise<CreditNoteRecord | undefined> {
  const invoice = await db
    .selectFrom('order_invoices')
    .leftJoin('order_credit_notes as note', 'note.order_id', 'order_invoices.order_id')
    .select([
      'order_invoices.invoice_number as invoiceNumber',
      'note.credit_note_number as creditNoteNumber',
      sql<Date>`now()`.as('now'),
    ])
    .where('order_invoices.order_id', '=', orderId)
    .executeTakeFirst();
  if (!invoice?.invoiceNumber || invoice.creditNoteNumber) return undefined;
  const dated = issuedAt ?? invoice.now;
  const year = financialYear(dated);
  const sequence = await nextInSeries(db, 'credit_note_counters', year);
  const number = formatCreditNoteNumber(year, sequence);
  await db
    .insertInto('order_credit_notes')
    .values({
      order_id: orderId,
      credit_note_number: number,
      financial_year: year,
      sequence,
      issued_at: dated,
      reason,
    })
    .execute();
  return { number, financialYear: year, issuedAt: dated, reason };
}

/**
 * Invoiced orders placed in the last 90 days that are cancelled or past "returned" but hold no credit note: what a
 * process older than credit notes moved during a rolling upgrade (docs/decisions/029), oldest first, at most
 * `limit`. Orders before it were credited by migration 0026, and an order is cancelled or returned within weeks
 * of being placed (a return is asked for within RETURN_WINDOW_DAYS of delivery, 7 by default); the bound keeps the
 * periodic read to the recent part of `orders_status_created` instead of every credited order the shop ever had.
 */
export async function ordersOwedCreditNotes(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_invoices as invoice', 'invoice.order_id', 'orders.id')
    .leftJoin('order_credit_notes as note', 'note.order_id', 'orders.id')
    .select('orders.id as orderId')
    .where('orders.order_status', 'in', [...CREDITED_STATUSES])
    .where('orders.created_at', '>=', sql<Date>`now() - interval '90 days'`)
    .where('invoice.invoice_number', 'is not', null)
    .where('note.order_id', 'is', null)
    .orderBy('orders.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.orderId);
}

/** The invoices of these orders, by order id (orders placed without GST settings have none). */
export async function invoicesOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, TaxInvoiceRecord>> {
  const byOrder = new Map<string, TaxInvoiceRecord>();
  if (orderIds.length === 0) return byOrder;
  const [headers, lines] = await Promise.all([
    db
      .selectFrom('order_invoices')
      .leftJoin('order_credit_notes as note', 'note.order_id', 'order_invoices.order_id')
      .selectAll('order_invoices')
      .select([
        'note.credit_note_number',
        'note.financial_year as credit_note_year',
        'note.issued_at as credited_at',
        'note.reason as credit_reason',
      ])
      .where('order_invoices.order_id', 'in', [...orderIds])
      .execute(),
    db
      .selectFrom('order_invoice_lines')
      .selectAll()
      .where('order_id', 'in', [...orderIds])
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
  ]);
  for (const header of headers) {
    byOrder.set(header.order_id, {
      number: header.invoice_number,
      financialYear: header.financial_year,
      issuedAt: header.issued_at,
      seller: header.seller,
      placeOfSupply: { code: header.place_of_supply_code, name: header.place_of_supply_name },
      intraState: header.intra_state,
      lines: [],
      creditNote:
        header.credit_note_number && header.credit_note_year && header.credited_at && header.credit_reason
          ? {
              number: header.credit_note_number,
              financialYear: header.credit_note_year,
              issuedAt: header.credited_at,
              reason: header.credit_reason,
            }
          : null,
    });
  }
  for (const line of lines) {
    byOrder.get(line.order_id)?.lines.push({
      kind: line.kind,
      description: line.description,
      hsnCode: line.hsn_code,
      quantity: line.quantity,
      rate: line.gst_rate,
      discount: line.discount,
      taxableValue: line.taxable_value,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
      total: line.total,
    });
  }
  return byOrder;
}
