// The admin's GST routes (docs/decisions/029-gst-tax-invoices.md), guarded by adminRoutes' hook:
//   GET /api/admin/tax/categories            the per-category HSN codes and GST rates
//   PUT /api/admin/tax/categories/{category} change one (audited); orders already placed keep their figures
//   GET /api/admin/tax/invoices.csv?month=   a month's invoice lines (India time) for the GST return
import {
  INVOICE_CSV_COLUMNS,
  invoiceExportQuerySchema,
  MAX_INVOICE_CSV_LINES,
  type TaxCategories,
  type TaxCategory,
  taxCategoriesSchema,
  taxCategoryParamsSchema,
  taxCategorySchema,
  taxCategoryUpdateSchema,
} from '@shop/shared/admin-tax.schemas';
import type { Category } from '@shop/shared/categories';
import { toRupees } from '@shop/shared/money';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { recordAudit } from '../admin/audit.ts';
import { guardFormula } from '../admin/spreadsheet-cells.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';

async function categories(db: Db): Promise<TaxCategory[]> {
  const rows = await db.selectFrom('gst_category_defaults').selectAll().orderBy('category').execute();
  return rows.map((row) => ({
    category: row.category as Category,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
    updatedAt: row.updated_at.toISOString(),
  }));
}

async function updateCategory(
  db: Db,
  actorId: string,
  category: Category,
  change: { hsnCode: string; gstRate: number },
): Promise<TaxCategory> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('gst_category_defaults')
      .select(['hsn_code as hsnCode', 'gst_rate as gstRate'])
      .where('category', '=', category)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND', `No GST default for ${category}`);
    const row = await trx
      .updateTable('gst_category_defaults')
      .set({ hsn_code: change.hsnCode, gst_rate: change.gstRate, updated_at: sql<Date>`now()` })
      .where('category', '=', category)
      .returningAll()
      .executeTakeFirstOrThrow();
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

/** One page of the month's invoice lines as CSV text, header first; text cells guarded against formulas. */
export async function invoicesCsv(db: Db, month: string, page: number): Promise<string> {
  const { from, to } = monthBounds(month);
  const rows = await db
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
    ])
    .where('invoice.issued_at', '>=', from)
    .where('invoice.issued_at', '<', to)
    .orderBy('invoice.financial_year')
    .orderBy('invoice.sequence')
    .orderBy('line.position')
    .limit(MAX_INVOICE_CSV_LINES)
    .offset((page - 1) * MAX_INVOICE_CSV_LINES)
    .execute();
  const lines = rows.map((row) => ({
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
  }));
  return stringify(lines, { header: true, columns: [...INVOICE_CSV_COLUMNS] });
}

export function adminTaxRoutes(db: Db, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    app.get(
      '/api/admin/tax/categories',
      { schema: { tags, response: { 200: taxCategoriesSchema, ...errorResponses } } },
      async (_request, reply): Promise<TaxCategories> => {
        reply.header('cache-control', 'no-store');
        return { categories: await categories(db) };
      },
    );
    app.put(
      '/api/admin/tax/categories/:category',
      {
        schema: {
          tags,
          params: taxCategoryParamsSchema,
          body: taxCategoryUpdateSchema,
          response: { 200: taxCategorySchema, ...errorResponses },
        },
      },
      async (request) =>
        updateCategory(db, await guard.userId(request), request.params.category, request.body),
    );
    app.get(
      '/api/admin/tax/invoices.csv',
      {
        schema: {
          tags,
          querystring: invoiceExportQuerySchema,
          response: { 200: z.string(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { month, page } = request.query;
        const csv = await invoicesCsv(db, month, page);
        const suffix = page > 1 ? `-part${page}` : '';
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="invoices-${month}${suffix}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}
