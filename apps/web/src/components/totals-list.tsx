// The totals of a cart or checkout (docs/product.md#checkout-totals): subtotal, savings, what coupons and offers take
// off (docs/product.md#checkout-promotions), shipping and the total. The shipping row carries a line with the shop's
// shipping rule, or why shipping is free (lib/shipping-words.ts).
import { formatRupees, toRupees } from '@shop/shared/money';
import type { Totals } from '@shop/shared/totals';
import { cn } from '../lib/cn.ts';
import { DISCOUNT_LABEL, UPDATING } from '../lib/promotion-words.ts';
import { speedShipping } from '../lib/shipping-speed-words.ts';
import { totalsShipping } from '../lib/shipping-words.ts';

interface Row {
  label: string;
  value: string;
  note?: string | undefined;
  testId?: string | undefined;
  /** What promotions took off: green. */
  saving?: boolean;
  /** Waits for the quote of the lines shown: "Updating…" in place of a figure, its note unseen but kept in place. */
  pending?: boolean;
}

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
   * standard shipping free, if one did (its saving is already out of `totals.shippingCost`). `pending` while the
   * quote of the lines shown is read: `totals` are then without it, so the total says it is updating, and so do
   * the discount and the shipping where the last quote had one (the rows stay, so nothing below them moves).
   */
  promotions?:
    | {
        names: readonly string[];
        freeShippingBy?: string | undefined;
        pending?: { discount: boolean; shipping: boolean } | undefined;
      }
    | undefined;
}) {
  const pending = promotions?.pending;
  const shipping = speed && speed.extraFee > 0 ? speedShipping(totals, speed) : totalsShipping(totals);
  const shippingNote =
    promotions?.freeShippingBy && !(speed && speed.extraFee > 0) && (totals.shippingCost === 0 || pending)
      ? `Free with ${promotions.freeShippingBy}`
      : shipping.note;
  const rows: Row[] = [
    { label: 'Subtotal', value: formatRupees(toRupees(totals.subtotal)) },
    { label: 'You save', value: formatRupees(toRupees(totals.savings)) },
  ];
  if (totals.discount > 0 || pending?.discount) {
    rows.push({
      label: DISCOUNT_LABEL,
      value: pending ? UPDATING : `−${formatRupees(toRupees(totals.discount))}`,
      note: promotions?.names.join(', '),
      testId: `${totalTestId}-discount`,
      saving: true,
      pending: Boolean(pending),
    });
  }
  rows.push({
    label: 'Shipping',
    value: pending?.shipping ? UPDATING : shipping.value,
    note: shippingNote,
    pending: Boolean(pending?.shipping),
  });
  return (
    <dl className={cn('space-y-2 text-sm', className)} aria-busy={pending ? true : undefined}>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-slate-600">{row.label}</dt>
          <dd
            className={cn(
              'font-medium',
              row.pending ? 'font-normal text-slate-500' : row.saving && 'text-green-800',
            )}
            data-testid={row.testId}
          >
            {row.value}
          </dd>
          {row.note && (
            <dd className={cn('basis-full text-xs text-slate-600', row.pending && 'invisible')}>
              {row.note}
            </dd>
          )}
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
        <dt className="font-bold">Total</dt>
        <dd className={cn('font-bold', pending && 'font-normal text-slate-500')} data-testid={totalTestId}>
          {pending ? UPDATING : formatRupees(toRupees(totals.total))}
        </dd>
      </div>
    </dl>
  );
}
