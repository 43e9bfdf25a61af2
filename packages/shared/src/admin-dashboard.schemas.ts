// The back office's first page (docs/decisions/014-admin-orders-and-homepage.md): counts, revenue of the last 30 days, the newest
// orders and the products about to run out.
import { z } from 'zod';
import { adminOrderListItemSchema, orderStatusCountsSchema } from './admin-orders.schemas.ts';
import { categorySchema } from './catalog.schemas.ts';
import { idSchema, rupeesSchema } from './common.schemas.ts';
import { marginsSchema } from './margins.schemas.ts';

/** Days of revenue shown, today included. */
export const REVENUE_DAYS = 30;
/** The shop's calendar: a day of revenue runs from midnight to midnight here. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** A live product with this many units or fewer is low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
export const LOW_STOCK_LIMIT = 10;
export const RECENT_ORDERS_LIMIT = 8;

export const revenueDaySchema = z.object({
  /** The calendar day in the shop's time zone, `YYYY-MM-DD`. */
  date: z.string(),
  /** Sum of the totals of that day's orders, cancelled ones excluded (rupees). */
  revenue: rupeesSchema,
  orders: z.number().int(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const lowStockProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The first image, or null when the product has none. */
  image: z.string().nullable(),
  category: categorySchema,
  countInStock: z.number().int(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

export const adminDashboardSchema = z.object({
  counts: z.object({
    products: z.object({ live: z.number().int(), archived: z.number().int() }),
    /** Accounts with the customer role. */
    customers: z.number().int(),
    orders: z.object({ total: z.number().int(), byStatus: orderStatusCountsSchema }),
    /** Background jobs (mails, refunds) that used up their retries and wait for the shop (docs/decisions/025). */
    failedJobs: z.number().int(),
  }),
  revenue: z.object({
    timeZone: z.literal(SHOP_TIME_ZONE),
    /** Every one of the last REVENUE_DAYS days, oldest first, today last; 0 for a day without orders. */
    days: z.array(revenueDaySchema),
    total: rupeesSchema,
  }),
  /** The RECENT_ORDERS_LIMIT newest orders, newest first. */
  recentOrders: z.array(adminOrderListItemSchema),
  /** Live products with at most LOW_STOCK_THRESHOLD units, fewest first, at most LOW_STOCK_LIMIT. */
  lowStock: z.array(lowStockProductSchema),
  /** Revenue, cost and margin of the goods sold over the same days, and products below cost (decision 028). */
  margins: marginsSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
