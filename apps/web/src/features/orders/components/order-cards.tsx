// The cards of the order details page (docs/product.md#orders-pages): items, delivery address, summary and payment.
// What the order's coupon and offers took off shows per line and in the summary (docs/product.md#checkout-promotions).
import { deliveryAddressLines } from '@shop/shared/address-lines';
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { lineSavers, lineSavingWords } from '../../../entities/promotions/quote-lines.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { productPath } from '../../../lib/paths.ts';
import { DISCOUNT_LABEL } from '../../../lib/promotion-words.ts';

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 p-5">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function ItemsCard({ order }: { order: Order }) {
  // Each promotion says what of its saving was the shipping's (decision 038): the rest saved on the lines.
  const savers = lineSavers({ applied: order.promotions });
  return (
    <Card title="Items">
      <ul className="divide-y divide-slate-100">
        {order.orderItems.map((item) => {
          // Items link to their product page; a line without a category goes under 'general' (docs/product.md#orders-pages).
          const link = productPath(item.category || 'general', item.product);
          const options = Object.values(item.filters);
          return (
            <li key={`${item.product}-${JSON.stringify(item.filters)}`} className="flex gap-4 py-3">
              {/* The picture repeats the name's link for pointers only: one link per item for keyboards. */}
              <Link to={link} className="shrink-0" tabIndex={-1} aria-hidden="true">
                <ProductImage
                  src={item.image}
                  alt=""
                  sizes="64px"
                  width={160}
                  className="h-16 w-16 rounded-lg object-cover"
                />
              </Link>
              <div className="min-w-0 flex-1 text-sm">
                <Link to={link} className="font-semibold hover:text-brand-700">
                  {item.name}
                </Link>
                <p className="text-slate-600">
                  {options.length > 0 && `${options.join(' · ')} · `}Qty {item.quantity}
                </p>
                {item.discount > 0 && (
                  <p data-testid="line-saving" className="font-semibold text-green-800">
                    {lineSavingWords(item.discount, savers)}
                  </p>
                )}
              </div>
              <div className="text-right text-sm">
                <p className="font-semibold">{formatRupees(item.price)}</p>
                {item.originalPrice > item.price && (
                  <p className="text-slate-500 line-through">{formatRupees(item.originalPrice)}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function AddressCard({ order }: { order: Order }) {
  const ship = order.shippingInfo;
  return (
    <Card title="Delivery Address">
      <address className="text-sm not-italic text-slate-700">
        <p className="font-semibold text-slate-900">
          {ship.fullName} ({ship.type})
        </p>
        {deliveryAddressLines(ship).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </address>
    </Card>
  );
}

export function SummaryCard({ order }: { order: Order }) {
  const { subtotal, savings, discount, shippingCost, total } = order.priceSummary;
  const rows: { label: string; value: string; testId?: string; saving?: boolean }[] = [
    { label: 'Subtotal', value: formatRupees(subtotal) },
    { label: 'You saved', value: formatRupees(savings) },
  ];
  if (discount > 0) {
    rows.push({
      label: DISCOUNT_LABEL,
      value: `−${formatRupees(discount)}`,
      testId: 'order-discount',
      saving: true,
    });
  }
  rows.push({ label: 'Shipping', value: shippingCost > 0 ? formatRupees(shippingCost) : 'Free' });
  return (
    <Card title="Order Summary">
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className={row.saving ? 'font-medium text-green-800' : undefined} data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
        {order.promotions.length > 0 && (
          // Each promotion the order used and all it saved, the shipping it made free included.
          <div className="rounded-lg bg-green-50 p-3">
            <dt className="font-medium text-green-900">Promotions applied</dt>
            {order.promotions.map((promotion) => (
              <dd
                key={`${promotion.code ?? ''}-${promotion.title}`}
                className="mt-1 flex justify-between gap-3 text-green-800"
              >
                <span>{promotion.code ? `${promotion.code} · ${promotion.title}` : promotion.title}</span>
                <span className="shrink-0 font-medium">−{formatRupees(promotion.saving)}</span>
              </dd>
            ))}
          </div>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function PaymentCard({ order }: { order: Order }) {
  const info = order.paymentInfo;
  const status =
    info?.status === 'refunded'
      ? 'Refunded'
      : info?.status === 'refund_pending'
        ? 'Refund in progress'
        : order.isPaid
          ? 'Paid'
          : order.paymentMethod === 'cod'
            ? // A cancelled cash-on-delivery order is never collected.
              order.orderStatus === 'cancelled'
              ? 'Nothing to pay'
              : 'Pay on delivery'
            : info?.status === 'uncaptured'
              ? 'Payment not taken'
              : // Authorized, its capture not done yet (docs/decisions/020).
                'Payment being confirmed';
  return (
    <Card title="Payment">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Method</dt>
          <dd>{order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online (Razorpay)'}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Status</dt>
          <dd className="font-semibold">{status}</dd>
        </div>
        {info?.paidAt && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Paid on</dt>
            <dd>{formatDateTime(info.paidAt)}</dd>
          </div>
        )}
        {info?.razorpayPaymentId && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Payment ID</dt>
            <dd className="break-all font-mono text-xs">{info.razorpayPaymentId}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
