// The shop's orders and return requests in the back office (docs/decisions/014-admin-orders-and-homepage.md): a searchable list with
// counts per status, one order with its history and the moves the status machine allows next, and status moves.
import { z } from 'zod';
import { idSchema, pageQueryFields, pageTotalsFields, rupeesSchema } from './common.schemas.ts';
import { orderSchema, PAYMENT_METHODS } from './order.schemas.ts';
import { ORDER_STATUSES } from './order-status.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const MAX_ADMIN_REASON = 500;

export const ADMIN_ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  returnNotFound: 'This order has no return request',
  cancelReasonRequired: 'Please give a reason for the cancellation: the shopper reads it.',
  statusChanged: (label: string) => `Order marked ${label}`,
  returnHandled: 'Return request marked as handled',
  returnedToOrigin: 'Order marked returned to origin: cancelled, its stock put back and any payment refunded',
} as const;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** An empty query parameter (`status=` from a cleared select) means "any". */
function blankAsMissing(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const pageFields = pageQueryFields(ADMIN_ORDERS_PAGE_SIZE);

export const adminOrderListQuerySchema = z.object({
  status: z.preprocess(blankAsMissing, orderStatusSchema.optional()),
  /**
   * An order number (whole or in part, any case: "SN-2611-004213", "004213"), an order id (or its first characters),
   * the customer's email or name, or part of a product name.
   */
  search: z.preprocess(blankAsMissing, z.string().trim().max(200).optional()),
  ...pageFields,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The account that placed the order (the order's own contact details are in `order.personalInfo`). */
export const adminCustomerSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminOrderListItemSchema = z.object({
  _id: idSchema,
  /** SN-2611-004213, shown to the shop; links keep `_id` (docs/decisions/036). */
  orderNumber: z.string(),
  createdAt: z.string(),
  orderStatus: z.string(),
  total: rupeesSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** 'pending', 'captured', 'refund_pending', 'refunded'… */
  paymentStatus: z.string(),
  isPaid: z.boolean(),
  /** Units ordered (the sum of the lines' quantities). */
  itemCount: z.number().int(),
  customer: adminCustomerSchema,
  /** The shopper's return request: none, waiting for the shop, or answered. */
  returnRequest: z.enum(['open', 'handled']).nullable(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export const orderStatusCountsSchema = z.record(orderStatusSchema, z.number().int());
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderListItemSchema),
  ...pageTotalsFields,
  /** Orders per status among those the search matches (the status filter aside), every status present. */
  counts: orderStatusCountsSchema,
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderParamsSchema = z.object({ id: z.string().max(100) });

export const adminReturnRequestSchema = z.object({
  message: z.string(),
  requestedAt: z.string(),
  /** When the shop answered it (moved the order on, or marked it handled); null while open. */
  handledAt: z.string().nullable(),
});

export const statusChangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  actor: z.object({
    kind: z.enum(['customer', 'shop']),
    _id: z.string(),
    /** Null when the account is gone. */
    email: z.string().nullable(),
  }),
  reason: z.string().nullable(),
  at: z.string(),
});
export type StatusChangeEntry = z.infer<typeof statusChangeSchema>;

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  customer: adminCustomerSchema,
  returnRequest: adminReturnRequestSchema.nullable(),
  /** Every status move, oldest first. */
  history: z.array(statusChangeSchema),
  /** The moves the shared status machine allows from here (`ALLOWED_TRANSITIONS`); empty at the end. */
  nextStatuses: z.array(orderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** PUT /api/admin/orders/{id}/status. A cancel needs a reason (the shopper's mail and timeline show it). */
export const adminOrderStatusRequestSchema = z
  .object({
    status: orderStatusSchema,
    reason: z.string().trim().max(MAX_ADMIN_REASON).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'cancelled' && !body.reason) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDER_MESSAGES.cancelReasonRequired, path: ['reason'] });
    }
  });
export type AdminOrderStatusRequest = z.infer<typeof adminOrderStatusRequestSchema>;

export const adminOrderStatusResponseSchema = adminOrderDetailSchema.extend({ message: z.string() });
export type AdminOrderStatusResponse = z.infer<typeof adminOrderStatusResponseSchema>;

// ─── Return requests ─────────────────────────────────────────────────────────────────────────────────────

const booleanText = z.enum(['true', 'false']).transform((text) => text === 'true');

export const adminReturnListQuerySchema = z.object({
  /** true: only open requests; false: only handled ones; absent: all. */
  open: z.preprocess(blankAsMissing, booleanText.optional()),
  ...pageFields,
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;

export const adminReturnListItemSchema = z.object({
  orderId: idSchema,
  orderNumber: z.string(),
  message: z.string(),
  requestedAt: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  orderStatus: z.string(),
  total: rupeesSchema,
  customer: adminCustomerSchema,
});
export type AdminReturnListItem = z.infer<typeof adminReturnListItemSchema>;

export const adminReturnListSchema = z.object({
  /** Oldest open request first when `open=true` (the queue to work through), newest first otherwise. */
  returns: z.array(adminReturnListItemSchema),
  ...pageTotalsFields,
});
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

export const adminReturnHandledResponseSchema = z.object({
  message: z.string(),
  returnRequest: adminReturnListItemSchema,
});
export type AdminReturnHandledResponse = z.infer<typeof adminReturnHandledResponseSchema>;
