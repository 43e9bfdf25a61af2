// The totals of a cart or checkout (spec §9): subtotal, savings, shipping ('Free' at 0) and the total.
import { formatRupees, toRupees } from '@shop/shared/money';
import type { Totals } from '@shop/shared/totals';
import { cn } from '../lib/cn.ts';

export function TotalsList({
  totals,
  totalTestId,
  className,
}: {
  totals: Totals;
  totalTestId: string;
  className?: string;
}) {
  const rows: [string, string][] = [
    ['Subtotal', formatRupees(toRupees(totals.subtotal))],
    ['You save', formatRupees(toRupees(totals.savings))],
    ['Shipping', totals.shippingCost > 0 ? formatRupees(toRupees(totals.shippingCost)) : 'Free'],
  ];
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
        <dt className="font-bold">Total</dt>
        <dd className="font-bold" data-testid={totalTestId}>
          {formatRupees(toRupees(totals.total))}
        </dd>
      </div>
    </dl>
  );
}
