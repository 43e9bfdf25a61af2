// Return and refund requests from shoppers (issue: shop admin), the open ones first, each with the shopper's
// message and a link to the order where the shop moves it on.
import { formatRupees } from '@shop/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/order-status-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { AdminHeading, LoadFailure, Loading, Pager } from '../shell/admin-ui.tsx';
import { useReturns } from './api/list-returns.ts';
import type { ReturnsView } from './api/order-keys.ts';

const VIEWS = [
  ['true', 'Open'],
  ['false', 'Handled'],
  ['', 'All'],
] as const;

export function ReturnsPage() {
  const [open, setOpen] = useState<ReturnsView>('true');
  const [page, setPage] = useState(1);
  const returns = useReturns(open, page);
  return (
    <>
      <AdminHeading title="Return requests" />
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">Show</legend>
        {VIEWS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={open === value}
            onClick={() => {
              setOpen(value);
              setPage(1);
            }}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-semibold',
              open === value ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800',
            )}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {returns.isPending && <Loading />}
      {returns.isError && <LoadFailure error={returns.error} />}
      {returns.data?.returns.length === 0 && (
        <p className="py-8 text-center text-slate-600">No requests here.</p>
      )}
      <ul className="space-y-3">
        {returns.data?.returns.map((item) => (
          <li key={item.orderId} className="rounded-2xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={`/admin/orders/${item.orderId}`}
                className="font-mono text-sm font-semibold text-brand-700 hover:underline"
              >
                Order {item.orderNumber}
              </Link>
              <StatusBadge status={item.orderStatus} />
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {item.customer.name} · {item.customer.email} · {formatRupees(item.total)} · sent{' '}
              {formatTimestamp(item.requestedAt)}
              {item.handledAt && ` · handled ${formatTimestamp(item.handledAt)}`}
            </p>
            <blockquote className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm">
              {item.message}
            </blockquote>
          </li>
        ))}
      </ul>
      {returns.data && <Pager page={returns.data.page} pages={returns.data.pages} onPage={setPage} />}
    </>
  );
}
