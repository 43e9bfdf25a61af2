// The admin's GST routes (docs/decisions/029-gst-tax-invoices.md), guarded by adminRoutes' hook:
//   GET /api/admin/tax/categories            the per-category HSN codes and GST rates
//   PUT /api/admin/tax/categories/{category} change one (audited); orders already placed keep their figures
//   GET /api/admin/tax/invoices.csv?month=   a month's invoice lines (India time) for the GST return
//   GET /api/admin/tax/credit-notes.csv?month=   the lines credited by that month's credit notes
import {
  invoiceExportQuerySchema,
  type TaxCategories,
  taxCategoriesSchema,
  taxCategoryParamsSchema,
  taxCategorySchema,
  taxCategoryUpdateSchema,
} from '@shop/shared/admin-tax.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { categories, creditNotesCsv, invoicesCsv, updateCategory } from './admin-tax.service.ts';

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
    // The month's invoices, or its credit notes: a page of at most MAX_INVOICE_CSV_LINES lines each; when more
    // follow, a `Link: <…&page=N>; rel="next"` header names the next page.
    for (const [name, csvOf] of [
      ['invoices', invoicesCsv],
      ['credit-notes', creditNotesCsv],
    ] as const) {
      app.get(
        `/api/admin/tax/${name}.csv`,
        {
          schema: {
            tags,
            querystring: invoiceExportQuerySchema,
            response: { 200: z.string(), ...errorResponses },
          },
        },
        async (request, reply) => {
          const { month, page } = request.query;
          const { csv, more } = await csvOf(db, month, page);
          const suffix = page > 1 ? `-part${page}` : '';
          if (more)
            reply.header('link', `</api/admin/tax/${name}.csv?month=${month}&page=${page + 1}>; rel="next"`);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}-${month}${suffix}.csv"`)
            .header('cache-control', 'no-store')
            .send(csv);
        },
      );
    }
  };
}
