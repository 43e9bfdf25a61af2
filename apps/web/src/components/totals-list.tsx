// The totals of a cart or checkout (docs/product.md#checkout-totals): subtotal, savings, what coupons and offers take
// off (docs/product.md#checkout-promotions), shipping and the total. The shipping row carries a line with the shop's
// shipping rule, or why shipping is free (lib/shipping-words.ts).
import { formatRupees, toRupees } from '@shop/shared/money';
import type { Totals } from '@shop/shared/totals';
import { cn } from '../lib/cn.ts';
import { speedShipping } from '../lib/shipping-speed-words.ts';
import { totalsShipping } from '../lib/shipping-words.ts';

export function TotalsList({
  totals,
  totalTestId,
  className,
  speed,
  promotions,
}: {
  totals: Totals;
  totalTestId: string;
  className?: string;
  /** A faster shipping speed chosen at checkout, whose fee (rupees) `totals` include (docs/decisions/036). */
  speed?: { label: string; extraFee: number } | undefined;
  /**
   * What saved: the names under the discount row ("FIRST100, Buy 2, get 1 free"), and the offer that made the
   * standard shipping free, if one did (its saving is already out of `totals.shippingCost`).
   */
  promotions?: { names: readonly string[]; freeShippingBy?: string | undefined } | undefined;
}) {
  const shipping = speed && speed.extraFee > 0 ? speedShipping(totals, speed) : totalsShipping(totals);
  const shippingNote =
    promotions?.freeShippingBy && !(speed && speed.extraFee > 0) && totals.shippingCost === 0
      ? `Free with ${promotions.freeShippingBy}`
      : shipping.note;
  const rows: [label: string, value: string, note?: string, testId?: string][] = [
    ['Subtotal', formatRupees(toRupees(totals.subtotal))],
    ['You save', formatRupees(toRupees(totals.savings))],
    ...(totals.discount > 0
      ? [
          [
            'Coupon & offers',
            `−${formatRupees(toRupees(totals.discount))}`,
            promotions?.names.join(', '),
            `${totalTestId}-discount`,
          ] as [string, string, string?, string?],
        ]
      : []),
    ['Shipping', shipping.value, shippingNote],
  ];
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      {rows.map(([label, value, note, testId]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-slate-600">{label}</dt>
          <dd
            className={cn('font-medium', label === 'Coupon & offers' && 'text-green-800')}
            data-testid={testId}
          >
            {value}
          </dd>
          {note && <dd className="basis-full text-xs text-slate-600">{note}</dd>}
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
