// The shopper's orders, newest first (spec §2 Orders): id, date, status, items, total and View Details.
// Search and the status filter arrive with the orders issue.
import { MESSAGES } from '@shop/shared/messages';
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { type OrderStatus, STATUS_LABELS } from '@shop/shared/order-status';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOrders } from '../api/get-orders.ts';

const STATUS_STYLES: Record<string, string> = {
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  'out of delivery': 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
  'return accepted': 'bg-purple-100 text-purple-900',
  returned: 'bg-purple-100 text-purple-900',
  'refund accepted': 'bg-teal-100 text-teal-900',
  refunded: 'bg-teal-100 text-teal-900',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

function StatusBadge({ status }: { status: string }) {
  const label = STATUS_LABELS[status as OrderStatus] ?? status;
  // Any status the shop does not know shows in neutral grey (spec §4 Order statuses).
  const style = STATUS_STYLES[status] ?? 'bg-slate-100 text-slate-800';
  return <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', style)}>{label}</span>;
}

function OrderCard({ order }: { order: Order }) {
  const items = order.orderItems.map((item) => `${item.name} × ${item.quantity}`).join(', ');
  return (
    <article className="rounded-2xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-bold">Order #{order._id}</h2>
          <p className="text-sm text-slate-600">Placed on {dateFormat.format(new Date(order.createdAt))}</p>
        </div>
        <StatusBadge status={order.orderStatus} />
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-700">{items}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-bold">{formatRupees(order.priceSummary.total)}</span>
          <span className="text-slate-600">
            {' '}
            · {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'}
            {order.isPaid ? ' · Paid' : ''}
          </span>
        </p>
        <Link
          to={`/order/${order._id}`}
          className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View Details
        </Link>
      </div>
    </article>
  );
}

export function OrdersPage() {
  const orders = useOrders();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title="My Orders" />
      <h1 className="text-3xl font-extrabold tracking-tight">My Orders</h1>
      {orders.isPending && (
        <div role="status" className="mt-10 flex justify-center">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
          <span className="sr-only">Loading orders…</span>
        </div>
      )}
      {orders.isError && (
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">
          {MESSAGES.failedToLoadOrders}
        </p>
      )}
      {orders.data && orders.data.orders.length === 0 && (
        <div className="mt-10 text-center">
          <Package aria-hidden="true" className="mx-auto h-12 w-12 text-slate-400" />
          <p className="mt-3 text-lg font-semibold">You have not placed any orders yet.</p>
          <Link
            to="/"
            className="mt-5 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white"
          >
            Start Shopping
          </Link>
        </div>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <ul className="mt-6 space-y-4">
          {orders.data.orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
