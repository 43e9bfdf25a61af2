// The back office's first page (docs/decisions/014-admin-orders-and-homepage.md): what the shop holds, what it sold in the last 30
// days, what just came in and what is about to run out. Each part is one statement; they run side by side.
import {
  type AdminDashboard,
  LOW_STOCK_LIMIT,
  LOW_STOCK_THRESHOLD,
  RECENT_ORDERS_LIMIT,
  REVENUE_DAYS,
  SHOP_TIME_ZONE,
} from '@shop/shared/admin-dashboard.schemas';
import type { Category } from '@shop/shared/categories';
import { toRupees } from '@shop/shared/money';
import type { Db } from '../../db/database.ts';
import { countDeadJobs } from '../admin-jobs/admin-jobs.repository.ts';
import * as orders from '../admin-orders/admin-orders.repository.ts';
import { toListItem, toStatusCounts } from '../admin-orders/admin-orders.shapes.ts';
import * as repository from './admin-dashboard.repository.ts';
import { getMargins } from './margins.service.ts';

function orderCounts(counted: ReadonlyMap<string, number>) {
  return { total: [...counted.values()].reduce((sum, n) => sum + n, 0), byStatus: toStatusCounts(counted) };
}

export async function getDashboard(db: Db): Promise<AdminDashboard> {
  const [products, customers, counted, days, recent, low, failedJobs, margins] = await Promise.all([
    repository.productCounts(db),
    repository.customerCount(db),
    orders.countByStatus(db, undefined),
    repository.revenueByDay(db, SHOP_TIME_ZONE, REVENUE_DAYS),
    orders.listOrderSummaries(db, {}, 0, RECENT_ORDERS_LIMIT),
    repository.lowStock(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT),
    countDeadJobs(db),
    getMargins(db, SHOP_TIME_ZONE, REVENUE_DAYS),
  ]);
  return {
    counts: { products, customers, orders: orderCounts(counted), failedJobs },
    revenue: {
      timeZone: SHOP_TIME_ZONE,
      days: days.map((day) => ({ date: day.date, revenue: toRupees(day.revenue), orders: day.orders })),
      total: toRupees(days.reduce((sum, day) => sum + day.revenue, 0)),
    },
    recentOrders: recent.map(toListItem),
    lowStock: low.map((product) => ({
      _id: product.id,
      name: product.name,
      image: product.image,
      // The database only admits the ten categories (check constraint).
      category: product.category as Category,
      countInStock: product.countInStock,
    })),
    margins,
  };
}
