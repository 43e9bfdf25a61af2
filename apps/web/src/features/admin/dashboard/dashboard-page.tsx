// The back office's first page (issue: shop admin): counts, revenue over the last 30 days, the newest orders
// and the products about to run out.
import type { AdminDashboard, RevenueDay } from '@shop/shared/admin-dashboard.schemas';
import { formatRupees } from '@shop/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/order-status-badge.tsx';
import { formatMediumDate } from '../../../lib/format.ts';
import { formatReportDay } from '../shell/admin-format.ts';
import { AdminQueryPage, tableClass } from '../shell/admin-ui.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { MarginsSection } from './margins-section.tsx';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-extrabold">{value}</p>
    </div>
  );
}

/** Bars for the last 30 days; the figures are also in a table for screen readers. */
function RevenueChart({ days }: { days: RevenueDay[] }) {
  const most = Math.max(1, ...days.map((day) => day.revenue));
  return (
    <figure>
      <div aria-hidden="true" className="flex h-40 items-end gap-[3px]">
        {days.map((day) => (
          <div
            key={day.date}
            title={`${formatReportDay(day.date)}: ${formatRupees(day.revenue)}`}
            className="flex-1 rounded-t bg-brand-600"
            style={{ height: `${Math.max(2, (day.revenue / most) * 100)}%` }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{days[0] ? formatReportDay(days[0].date) : ''}</span>
        <span>Today</span>
      </div>
      <table className="sr-only">
        <caption>Revenue per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{formatRupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Mails or refunds that failed for good (docs/decisions/025): the count, and where to retry them. */
function FailedJobsNotice({ count }: { count: number }) {
  return (
    <p
      className={
        count > 0
          ? 'rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900'
          : 'rounded-2xl border border-slate-200 p-4 text-sm text-slate-700'
      }
    >
      <span className="font-bold">Failed jobs: {count}</span>
      {count > 0
        ? ' mails or refunds gave up after their retries. '
        : ' every mail and refund went through. '}
      <Link to="/admin/jobs" className="font-semibold underline">
        {count > 0 ? 'See and retry them' : 'Failed jobs'}
      </Link>
    </p>
  );
}

/** A box of the dashboard, named by its heading. */
function Panel({
  id,
  title,
  titleGap = 'mb-3',
  children,
}: {
  id: string;
  title: string;
  titleGap?: 'mb-3' | 'mb-4';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-5">
      <h2 id={id} className={`${titleGap} text-lg font-bold`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Dashboard({ data }: { data: AdminDashboard }) {
  const { counts } = data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Revenue, 30 days" value={formatRupees(data.revenue.total)} />
        <Stat label="Orders" value={counts.orders.total} />
        <Stat label="To ship" value={counts.orders.byStatus.processing ?? 0} />
        <Stat label="Customers" value={counts.customers} />
        <Stat label="Live products" value={counts.products.live} />
        <Stat label="Archived products" value={counts.products.archived} />
        <Stat label="Delivered" value={counts.orders.byStatus.delivered ?? 0} />
        <Stat label="Cancelled" value={counts.orders.byStatus.cancelled ?? 0} />
      </div>
      <FailedJobsNotice count={counts.failedJobs} />
      <Panel id="revenue-title" title="Revenue, last 30 days" titleGap="mb-4">
        <RevenueChart days={data.revenue.days} />
      </Panel>
      <MarginsSection margins={data.margins} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel id="recent-title" title="Recent orders">
          {data.recentOrders.length === 0 && <p className="text-sm text-slate-600">No orders yet.</p>}
          <div className={data.recentOrders.length === 0 ? 'hidden' : 'overflow-x-auto'}>
            <table className={tableClass}>
              <thead className="text-slate-600">
                <tr>
                  <th>Order</th>
                  <th>Customer</th>
                  <th>Total</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {data.recentOrders.map((order) => (
                  <tr key={order._id} className="border-t border-slate-100">
                    <td>
                      <Link
                        to={`/admin/orders/${order._id}`}
                        className="font-mono text-xs text-brand-700 hover:underline"
                      >
                        {order.orderNumber}
                      </Link>
                      <p className="text-xs text-slate-500">{formatMediumDate(order.createdAt)}</p>
                    </td>
                    <td>{order.customer.name}</td>
                    <td>{formatRupees(order.total)}</td>
                    <td>
                      <StatusBadge status={order.orderStatus} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
        <Panel id="stock-title" title="Low stock">
          {data.lowStock.length === 0 ? (
            <p className="text-sm text-slate-600">Every live product has more than 5 units.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {data.lowStock.map((product) => (
                <li key={product._id} className="flex items-center justify-between gap-3 py-2">
                  <Link to={`/admin/products/${product._id}`} className="hover:text-brand-700">
                    {product.name}
                  </Link>
                  <span
                    className={
                      product.countInStock === 0 ? 'font-bold text-red-700' : 'font-semibold text-amber-800'
                    }
                  >
                    {product.countInStock} left
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <AdminQueryPage title="Dashboard" query={dashboard}>
      {(data) => <Dashboard data={data} />}
    </AdminQueryPage>
  );
}
