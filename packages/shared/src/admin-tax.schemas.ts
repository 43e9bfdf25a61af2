// The admin's GST pages (docs/decisions/029-gst-tax-invoices.md): per-category HSN codes and GST rates that
// products without their own take, and a month's tax invoices as CSV for the GST return.
import { z } from 'zod';
import { CATEGORIES } from './categories.ts';
import { GST_RATES, HSN_PATTERN, isGstRate } from './gst.ts';

export const taxCategorySchema = z.object({
  category: z.enum(CATEGORIES),
  hsnCode: z.string(),
  gstRate: z.number(),
  updatedAt: z.string(),
});
export type TaxCategory = z.infer<typeof taxCategorySchema>;

export const taxCategoriesSchema = z.object({
  categories: z.array(taxCategorySchema),
});
export type TaxCategories = z.infer<typeof taxCategoriesSchema>;

export const taxCategoryParamsSchema = z.object({
  category: z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}` }),
});

/** PUT /api/admin/tax/categories/{category}: the default for the category's products that name none. */
export const taxCategoryUpdateSchema = z.object({
  hsnCode: z
    .string({ error: 'hsnCode is required' })
    .trim()
    .regex(HSN_PATTERN, 'The HSN code must be 4, 6 or 8 digits'),
  gstRate: z
    .number({ error: 'gstRate is required' })
    .refine(isGstRate, `The GST rate must be one of ${GST_RATES.join(', ')}%`),
});
export type TaxCategoryUpdate = z.infer<typeof taxCategoryUpdateSchema>;

/** At most this many invoice lines in one CSV answer; `page` asks for the next ones (the answer names it). */
export const MAX_INVOICE_CSV_LINES = 20_000;
/** The last page one may ask for: 20 million lines in a month. */
export const MAX_INVOICE_CSV_PAGE = 1000;

export const invoiceExportQuerySchema = z.object({
  month: z
    .string({ error: 'month is required, like 2025-06' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a year and month like 2025-06'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(MAX_INVOICE_CSV_PAGE, `page must be at most ${MAX_INVOICE_CSV_PAGE}`)
    .default(1),
});
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;

/**
 * The CSV's columns, one row per invoice line (shipping is a line of its own, SAC 9965). The amounts are the line's
 * value after promotions; `discount`, last so the earlier columns keep their places, is what promotions took off
 * the line (docs/decisions/038-promotions.md): not part of the taxable value.
 */
export const INVOICE_CSV_COLUMNS = [
  'invoiceNumber',
  'invoiceDate',
  'orderId',
  'buyerName',
  'placeOfSupply',
  'placeOfSupplyCode',
  'supplyType',
  'description',
  'hsnCode',
  'quantity',
  'taxableValue',
  'gstRate',
  'cgst',
  'sgst',
  'igst',
  'total',
  'discount',
] as const;

/**
 * The credit notes' CSV: one row per credited line, the credit note first, then the invoice it reverses and the
 * line as invoiced (the amounts credited; docs/decisions/029-gst-tax-invoices.md).
 */
export const CREDIT_NOTE_CSV_COLUMNS = [
  'creditNoteNumber',
  'creditNoteDate',
  'reason',
  ...INVOICE_CSV_COLUMNS,
] as const;
