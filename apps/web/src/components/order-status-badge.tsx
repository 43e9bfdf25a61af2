// An order's status as a coloured badge; a status the shop does not know shows in neutral grey (docs/product.md#orders-statuses).
import { type OrderStatus, STATUS_LABELS } from '@shop/shared/order-status';
import { cn } from '../lib/cn.ts';

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

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as OrderStatus] ?? status;
}

export function StatusBadge({ status }: { status: string }) {
  const style = STATUS_STYLES[status] ?? 'bg-slate-100 text-slate-800';
  return (
    <span
      data-status={status}
      className={cn('whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold', style)}
    >
      {statusLabel(status)}
    </span>
  );
}
