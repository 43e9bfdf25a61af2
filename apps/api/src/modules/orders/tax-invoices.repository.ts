// An order's tax invoice (docs/decisions/029-gst-tax-invoices.md): its figures written with the order from the
// products' HSN codes and GST rates as they are then, and its number in the financial year given as the last
// statement of the order's transaction. Nothing here is recomputed later: readers read what was written.
import {
  financialYear,
  findGstState,
  formatInvoiceNumber,
  type GstRate,
  SHIPPING_SAC,
  taxOrder,
} from '@shop/shared/gst';
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { sql } from 'kysely';
import type { Db, StoredOrderLine, StoredSeller, StoredShippingInfo } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

export interface TaxInvoiceLine {
  kind: 'goods' | 'shipping';
  description: string;
  hsnCode: string;
  quantity: number;
  rate: number;
  /** Paise. */
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
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
}

/**
 * The state an order is delivered to: its place of supply. An address whose state is not one of India's is
 * refused before anything is written or paid (400), when the shop issues tax invoices.
 */
export function placeOfSupplyOrThrow(shipping: Pick<StoredShippingInfo, 'state'>): {
  code: string;
  name: string;
} {
  const state = findGstState(shipping.state);
  if (!state) throw new AppError('INVALID', ORDER_MESSAGES.unknownState(shipping.state));
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
 * Writes the invoice's figures for a new order, inside its transaction: one line per order line and one for
 * shipping when it was charged. Returns the invoice, not yet numbered.
 */
export async function insertTaxFigures(
  db: Db,
  orderId: string,
  seller: StoredSeller,
  shipping: StoredShippingInfo,
  lines: readonly StoredOrderLine[],
  shippingCost: number,
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
    coded.map(({ line, code }) => ({ price: line.price, quantity: line.quantity, rate: code.rate })),
    shippingCost,
    intraState,
  );
  const invoiceLines: TaxInvoiceLine[] = coded.map(({ line, code }, index) => {
    const figures = taxed.lines[index];
    if (!figures) throw new Error('tax line missing');
    return { kind: 'goods', description: line.name, hsnCode: code.hsn, quantity: line.quantity, ...figures };
  });
  if (shippingCost > 0) {
    invoiceLines.push({
      kind: 'shipping',
      description: 'Shipping',
      hsnCode: SHIPPING_SAC,
      quantity: 1,
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
  const { last_number: sequence } = await db
    .insertInto('invoice_counters')
    .values({ financial_year: year, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column('financial_year').doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const number = formatInvoiceNumber(year, sequence);
  await db
    .updateTable('order_invoices')
    .set({ invoice_number: number, financial_year: year, sequence, issued_at: issuedAt })
    .where('order_id', '=', orderId)
    .execute();
  return { number, financialYear: year, issuedAt };
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
      .selectAll()
      .where('order_id', 'in', [...orderIds])
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
    });
  }
  for (const line of lines) {
    byOrder.get(line.order_id)?.lines.push({
      kind: line.kind,
      description: line.description,
      hsnCode: line.hsn_code,
      quantity: line.quantity,
      rate: line.gst_rate,
      taxableValue: line.taxable_value,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
      total: line.total,
    });
  }
  return byOrder;
}
