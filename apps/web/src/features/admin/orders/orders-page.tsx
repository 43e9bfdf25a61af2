// The shop's orders (issue: shop admin): search by order number or id, customer or product, a status filter with counts,
// newest first, paged; each row opens the order.
import { formatRupees } from '@shop/shared/money';
import { ORDER_STATUSES } from '@shop/shared/order-status';
import { Link, useSearchParams } from 'react-router';
import { StatusBadge, statusLabel } from '../../../components/order-status-badge.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { AdminTable } from '../shell/admin-table.tsx';
import { AdminHeading, AdminInput, AdminSelect, LoadFailure, Loading, Pager } from '../shell/admin-ui.tsx';
import { useAdminOrders } from './api/list-orders.ts';

export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const search = params.get('search') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const debounced = useDebouncedValue(search, 300);
  const orders = useAdminOrders({ status, search: debounced, page });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const counts = orders.data?.counts;

  return (
    <>
      <AdminHeading title="Orders" />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <AdminInput
          label="Search orders"
          labelClassName="sr-only"
          className="flex-1"
          type="search"
          value={search}
          placeholder="Order number, customer email or name, product"
          onChange={(event) => set({ search: event.target.value, page: '' })}
        />
        <AdminSelect
          label="Filter by status"
          labelClassName="sr-only"
          className="sm:w-60"
          value={status}
          onChange={(event) => set({ status: event.target.value, page: '' })}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
              {counts ? ` (${counts[value] ?? 0})` : ''}
            </option>
          ))}
        </AdminSelect>
      </div>
      {orders.isPending && <Loading />}
      {orders.isError && <LoadFailure error={orders.error} />}
      {orders.data && orders.data.orders.length === 0 && (
        <p className="py-8 text-center text-slate-600">No orders match.</p>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <AdminTable
          look="plain"
          head={
            <>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Customer</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Payment</th>
              <th scope="col">Status</th>
            </>
          }
        >
          {orders.data.orders.map((order) => (
            <tr key={order._id} className="border-t border-slate-100">
              <td>
                <Link
                  to={`/admin/orders/${order._id}`}
                  className="font-mono text-xs font-semibold text-brand-700 hover:underline"
                >
                  {order.orderNumber}
                </Link>
                {order.returnRequest === 'open' && (
                  <span className="ml-2 rounded bg-purple-100 px-1.5 text-xs font-semibold text-purple-900">
                    return asked
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap">{formatTimestamp(order.createdAt)}</td>
              <td>
                {order.customer.name}
                <p className="text-xs text-slate-500">{order.customer.email}</p>
              </td>
              <td>{order.itemCount}</td>
              <td>{formatRupees(order.total)}</td>
              <td className="whitespace-nowrap">
                {order.paymentMethod === 'cod' ? 'COD' : 'Online'} · {order.paymentStatus}
              </td>
              <td>
                <StatusBadge status={order.orderStatus} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {orders.data && (
        <Pager
          page={orders.data.page}
          pages={orders.data.pages}
          onPage={(next) => set({ page: String(next) })}
        />
      )}
    </>
  );
}
