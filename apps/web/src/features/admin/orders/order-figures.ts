// The money of one order as the back office shows it (docs/decisions/038-promotions.md): each line at its price
// × quantity with its share of the coupon and offers, then subtotal − coupon & offers + shipping = total, the
// promotions named, so the figures on the page add up as the shopper's order page and invoice do.
import { formatRupees, toPaise, toRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { freeShippingBy, lineSavers } from '../../../entities/promotions/quote-lines.ts';
import { DISCOUNT_LABEL } from '../../../lib/promotion-words.ts';

export interface FigureRow {
  label: string;
  value: string;
  /** What the figure is made of, in words (the promotions behind a discount). */
  note?: string | undefined;
  /** Taken off by promotions: green. */
  saving?: boolean;
}

type Money = Pick<Order, 'orderItems' | 'priceSummary' | 'promotions'>;

/** A line's amount before promotions ("₹1,200") and its share of them ("−₹120"), if any. */
export function lineFigures(item: Money['orderItems'][number]): { amount: string; discount?: string } {
  const amount = formatRupees(toRupees(toPaise(item.price) * item.quantity));
  return item.discount > 0 ? { amount, discount: `−${formatRupees(item.discount)}` } : { amount };
}

/** The rows under the lines, then the total: subtotal − coupon & offers + shipping = total. */
export function orderFigures(order: Money): { rows: FigureRow[]; total: string } {
  const { subtotal, discount, shippingCost, total } = order.priceSummary;
  const savings = { applied: order.promotions };
  const rows: FigureRow[] = [{ label: 'Subtotal', value: formatRupees(subtotal) }];
  if (discount > 0) {
    rows.push({
      label: DISCOUNT_LABEL,
      value: `−${formatRupees(discount)}`,
      note: lineSavers(savings).join(', '),
      saving: true,
    });
  }
  const freedBy = freeShippingBy(savings);
  rows.push({
    label: 'Shipping',
    value: shippingCost > 0 ? formatRupees(shippingCost) : 'Free',
    note: freedBy ? `Free with ${freedBy}` : undefined,
  });
  return { rows, total: formatRupees(total) };
}
