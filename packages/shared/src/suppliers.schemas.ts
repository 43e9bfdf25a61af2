// Dropship fulfilment (docs/decisions/027-purchase-orders.md): the suppliers who ship the shop's products, the
// purchase orders the shop sends them, what they report back, and what a shopper sees of it (shipments).
import { z } from 'zod';
import { idSchema, oneLineString, pageNumberQuerySchema, pageTotalsFields } from './common.schemas.ts';

const MAX_RUPEES = 10_000_000;

/** An http(s) address; anything else (javascript:, data:, ftp:) is refused. */
export function httpUrl(field: string, max = 500) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${field} must be an http:// or https:// address`);
}

const rupees = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must not be negative`)
    .max(MAX_RUPEES, `${field} must be at most ${MAX_RUPEES}`)
    .refine((value) => Math.round(value * 100) === value * 100, `${field} must have at most two decimals`);

/** What the admin's supplier form sends (create and edit). Money in rupees. */
export const supplierInputSchema = z
  .object({
    name: oneLineString({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(120, 'name must be at most 120 characters'),
    contactEmail: z.email({ error: 'contactEmail must be an email address' }).max(254),
    webhookUrl: httpUrl('webhookUrl').nullable().default(null),
    /** Required with a new webhook; on an edit, null keeps the secret the supplier has. */
    webhookSecret: z
      .string({ error: 'webhookSecret must be text' })
      .min(16, 'webhookSecret must be at least 16 characters')
      .max(200, 'webhookSecret must be at most 200 characters')
      .nullable()
      .default(null),
    processingDays: z
      .number({ error: 'processingDays must be a number' })
      .int('processingDays must be a whole number')
      .min(0, 'processingDays must not be negative')
      .max(30, 'processingDays must be at most 30'),
    shipsFromPin: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, 'shipsFromPin must be a 6-digit PIN code')
      .nullable()
      .default(null),
    shipsFromCountry: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'shipsFromCountry must be a two-letter country code')
      .default('IN'),
    defaultShippingCost: rupees('defaultShippingCost').default(0),
  })
  .strict();
export type SupplierInput = z.output<typeof supplierInputSchema>;
export type SupplierInputDraft = z.input<typeof supplierInputSchema>;

/** A supplier as the admin reads it: the webhook secret is never sent back, only whether there is one. */
export const adminSupplierSchema = z.object({
  _id: idSchema,
  name: z.string(),
  contactEmail: z.string(),
  webhookUrl: z.string().nullable(),
  hasWebhookSecret: z.boolean(),
  processingDays: z.number().int(),
  shipsFromPin: z.string().nullable(),
  shipsFromCountry: z.string(),
  defaultShippingCost: z.number(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminSupplier = z.infer<typeof adminSupplierSchema>;

export const MAX_SUPPLIERS_LISTED = 500;
export const adminSupplierListSchema = z.object({ suppliers: z.array(adminSupplierSchema) });
export type AdminSupplierList = z.infer<typeof adminSupplierListSchema>;
export const adminSupplierParamsSchema = z.object({ id: idSchema });
export const adminSupplierResponseSchema = z.object({ message: z.string(), supplier: adminSupplierSchema });
export type AdminSupplierResponse = z.infer<typeof adminSupplierResponseSchema>;

// ─── Purchase orders ──────────────────────────────────────────────────────────────────────────────────────

export const PURCHASE_ORDER_STATUSES = [
  'created',
  'sent',
  'accepted',
  'shipped',
  'delivered',
  'cancelled',
  'returned_to_origin',
] as const;
export type PurchaseOrderStatusName = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * What a supplier may report about a purchase order; `returned_to_origin`: a shipped parcel came back undelivered
 * (docs/decisions/030-cash-on-delivery-risk.md).
 */
export const REPORTED_STATUSES = ['accepted', 'shipped', 'delivered', 'returned_to_origin'] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

const reportFields = z.object({
  purchaseOrderId: idSchema,
  status: z.enum(REPORTED_STATUSES, {
    error: 'status must be accepted, shipped, delivered or returned_to_origin',
  }),
  carrier: z.string().trim().max(80, 'carrier must be at most 80 characters').nullish(),
  trackingNumber: z.string().trim().max(80, 'trackingNumber must be at most 80 characters').nullish(),
  trackingUrl: z
    .union([z.literal(''), httpUrl('trackingUrl')])
    .nullish()
    .transform((value) => value || null),
});

function checkShipment(
  report: {
    status: ReportedStatus;
    carrier?: string | null | undefined;
    trackingNumber?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (report.status !== 'shipped') return;
  if (!report.carrier)
    ctx.addIssue({ code: 'custom', message: 'A shipment needs its carrier', path: ['carrier'] });
  if (!report.trackingNumber) {
    ctx.addIssue({
      code: 'custom',
      message: 'A shipment needs its tracking number',
      path: ['trackingNumber'],
    });
  }
}

/**
 * One report about one purchase order, however it arrives (signed webhook, CSV row, the admin's form). A
 * shipment names its carrier and tracking number; the tracking URL, when given, must be http(s).
 */
export const supplierReportSchema = reportFields.superRefine(checkShipment);
/** The admin's form: the same report, its purchase order named by the address. */
export const adminReportBodySchema = reportFields.omit({ purchaseOrderId: true }).superRefine(checkShipment);
export type AdminReportBody = z.input<typeof adminReportBodySchema>;
export type SupplierReport = z.output<typeof supplierReportSchema>;
export type SupplierReportDraft = z.input<typeof supplierReportSchema>;

/** The supplier's signed webhook body: a report plus the event's own id (a replay of an id changes nothing). */
export const supplierWebhookBodySchema = z.object({
  eventId: z.string().trim().min(1, 'eventId is required').max(100, 'eventId must be at most 100 characters'),
  report: supplierReportSchema,
});
export type SupplierWebhookBody = z.infer<typeof supplierWebhookBodySchema>;

/** What happened to one report: applied, already known (or behind), or refused with a reason. */
export const reportOutcomeSchema = z.object({
  purchaseOrderId: z.string(),
  outcome: z.enum(['applied', 'unchanged', 'refused']),
  message: z.string(),
  /** The order's status after the report (moved on when every purchase order reached the step). */
  orderStatus: z.string().nullable(),
});
export type ReportOutcome = z.infer<typeof reportOutcomeSchema>;

export const reportFileResultSchema = z.object({
  message: z.string(),
  results: z.array(reportOutcomeSchema.extend({ row: z.number().int() })),
});
export type ReportFileResult = z.infer<typeof reportFileResultSchema>;

/** The CSV a supplier (or the admin) uploads: one report per row, these columns. */
export const REPORT_CSV_COLUMNS = [
  'purchaseOrderId',
  'status',
  'carrier',
  'trackingNumber',
  'trackingUrl',
] as const;
export const MAX_REPORT_ROWS = 1000;

export const adminPurchaseOrderSchema = z.object({
  _id: idSchema,
  orderId: z.string(),
  /** The order's number, SN-2611-004213, as the shop reads it (docs/decisions/036); links keep `orderId`. */
  orderNumber: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  /** How it goes to the supplier. */
  channel: z.enum(['webhook', 'email']),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      supplierSku: z.string().nullable(),
      quantity: z.number().int(),
      /** What the shop pays per unit, rupees; null when the product had no cost price. */
      costPrice: z.number().nullable(),
    }),
  ),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type AdminPurchaseOrder = z.infer<typeof adminPurchaseOrderSchema>;

export const adminPurchaseOrderQuerySchema = z.object({
  orderId: idSchema.optional(),
  supplierId: idSchema.optional(),
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  page: pageNumberQuerySchema,
});
export const PURCHASE_ORDER_PAGE_SIZE = 50;
export const adminPurchaseOrderListSchema = z.object({
  purchaseOrders: z.array(adminPurchaseOrderSchema),
  ...pageTotalsFields,
});
export type AdminPurchaseOrderList = z.infer<typeof adminPurchaseOrderListSchema>;
export const purchaseOrderParamsSchema = z.object({ id: idSchema });

// ─── What the shopper sees ────────────────────────────────────────────────────────────────────────────────

/** One parcel of an order: which lines it carries and, once shipped, how to follow it. No supplier, no cost. */
export const shipmentSchema = z.object({
  _id: z.string(),
  status: z.enum(['preparing', 'shipped', 'delivered', 'cancelled']),
  /** Product ids of the order's lines in this parcel. */
  products: z.array(z.string()),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;
