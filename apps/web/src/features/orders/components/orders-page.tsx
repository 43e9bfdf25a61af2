// The shopper's orders, newest first (docs/product.md#orders-pages): search by order number or product name, a status filter
// with counts, and a card per order with its status, items, total and View Details.

import { formatIndiaDateTime } from '@shop/shared/india-time';
import { MESSAGES } from '@shop/shared/messages';
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { orderNumberMatches } from '@shop/shared/order-number';
import { ORDER_STATUSES } from '@shop/shared/order-status';
import { Package, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge, statusLabel } from '../../../components/order-status-badge.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOrders } from '../../../entities/orders/get-orders.ts';
import { formatDate } from '../../../lib/format.ts';
import { supportReplies } from '../../../lib/promise-words.ts';
import { awaitsConfirmation, parcelNotice, returnRequested } from '../utils/cod-notices.ts';

function OrderCard({ order }: { order: Order }) {
  const items = order.orderItems.map((item) => `${item.name} × ${item.quantity}`).join(', ');
  const notice = parcelNotice(order);
  return (
    <article className="rounded-2xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-bold">Order {order.orderNumber}</h2>
          <p className="text-sm text-slate-600">Placed on {formatDate(order.createdAt)}</p>
        </div>
        <StatusBadge status={order.orderStatus} />
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-700">{items}</p>
      {/* Right after a COD order is placed the shopper lands here: say it waits (docs/decisions/030-cash-on-delivery-risk.md). */}
      {awaitsConfirmation(order) && order.codConfirmation && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <span className="font-semibold">Please confirm this order</span> by{' '}
          <span className="whitespace-nowrap">{formatIndiaDateTime(order.codConfirmation.confirmBy)}</span>,
          or it will be cancelled.{' '}
          <Link to={`/order/${order._id}`} className="font-semibold text-brand-800 underline">
            Confirm on the order page<span className="sr-only"> of order {order.orderNumber}</span>
          </Link>
        </p>
      )}
      {notice?.kind === 'cancel-requested' && (
        <p className="mt-3 text-sm text-slate-700">
          Cancellation requested on {formatDate(notice.requestedAt)}: it completes when the parcel is back
          with us.
        </p>
      )}
      {returnRequested(order) && order.returnRequest && (
        <p className="mt-3 text-sm text-slate-700">
          Return requested on{' '}
          <span className="whitespace-nowrap">{formatDate(order.returnRequest.requestedAt)}</span>.{' '}
          {supportReplies()}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-bold">{formatRupees(order.priceSummary.total)}</span>
          <span className="text-slate-600">
            {' '}
            · {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online'}
            {order.isPaid ? ' · Paid' : ''}
          </span>
        </p>
        <Link to={`/order/${order._id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          View Details
        </Link>
      </div>
    </article>
  );
}

function matches(order: Order, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return (
    orderNumberMatches(order.orderNumber, text) ||
    order.orderItems.some((item) => item.name.toLowerCase().includes(text))
  );
}

/** Every status with at least one order, known ones in their lifecycle order, then any others. */
function statusCounts(orders: readonly Order[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const order of orders) counts.set(order.orderStatus, (counts.get(order.orderStatus) ?? 0) + 1);
  const known = ORDER_STATUSES.filter((status) => counts.has(status));
  const others = [...counts.keys()].filter(
    (status) => !(ORDER_STATUSES as readonly string[]).includes(status),
  );
  return [...known, ...others].map((status) => [status, counts.get(status) ?? 0]);
}

function OrderList({ orders }: { orders: Order[] }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const searchId = useId();
  const statusId = useId();
  const shown = orders.filter(
    (order) => (status === 'all' || order.orderStatus === status) && matches(order, search),
  );
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search orders
          </label>
          <Search aria-hidden="true" className="absolute left-3 top-3 h-5 w-5 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by order number or product name"
            className="h-11 w-full rounded-lg border border-slate-300 pl-10 pr-3 text-sm"
          />
        </div>
        <div>
          <label htmlFor={statusId} className="sr-only">
            Filter by status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm sm:w-56"
          >
            <option value="all">All orders ({orders.length})</option>
            {statusCounts(orders).map(([value, count]) => (
              <option key={value} value={value}>
                {statusLabel(value)} ({count})
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="mt-8 text-center text-slate-600">No orders match your search.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {shown.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function OrdersPage() {
  const orders = useOrders();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title="My Orders" />
      <h1 className="text-3xl font-extrabold tracking-tight">My Orders</h1>
      {orders.isPending && <Spinner label="Loading orders…" className="mt-10" />}
      {orders.isError && (
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">
          {MESSAGES.failedToLoadOrders}
        </p>
      )}
      {orders.data && orders.data.length === 0 && (
        <div className="mt-10 text-center">
          <Package aria-hidden="true" className="mx-auto h-12 w-12 text-slate-400" />
          <p className="mt-3 text-lg font-semibold">You have not placed any orders yet.</p>
          <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-5 inline-block' })}>
            Start Shopping
          </Link>
        </div>
      )}
      {orders.data && orders.data.length > 0 && <OrderList orders={orders.data} />}
    </div>
  );
}
