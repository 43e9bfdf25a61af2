// The checkout's sidebar (spec §2 Checkout, §9): the lines, the shared totals and the Place Order button.
import type { CartItem } from '@shop/shared/cart.schemas';
import { formatRupees, toPaise, toRupees } from '@shop/shared/money';
import type { Totals } from '@shop/shared/totals';
import { ProductImage } from '../../../components/product-image.tsx';
import { inStock, unitPrice } from '../../../lib/cart-lines.ts';

export function OrderSummary({
  lines,
  totals,
  canPlace,
  processing,
  onPlace,
}: {
  lines: readonly CartItem[];
  totals: Totals;
  canPlace: boolean;
  processing: boolean;
  onPlace: () => void;
}) {
  const rows: [string, string][] = [
    ['Subtotal', formatRupees(toRupees(totals.subtotal))],
    ['You save', formatRupees(toRupees(totals.savings))],
    ['Shipping', totals.shippingCost > 0 ? formatRupees(toRupees(totals.shippingCost)) : 'Free'],
  ];
  return (
    <aside aria-labelledby="checkout-summary" className="h-fit rounded-2xl border border-slate-200 p-5">
      <h2 id="checkout-summary" className="text-lg font-bold">
        Order Summary
      </h2>
      <ul className="mt-4 space-y-3">
        {lines.map((line) => (
          <li key={`${line.product._id}-${JSON.stringify(line.filters)}`} className="flex gap-3 text-sm">
            <ProductImage
              src={line.product.image}
              alt=""
              sizes="56px"
              width={160}
              className="h-14 w-14 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{line.product.name}</p>
              <p className="text-slate-600">
                {Object.values(line.filters).join(' · ')}
                {Object.keys(line.filters).length > 0 && ' · '}Qty {line.quantity}
              </p>
              {!inStock(line) && <p className="font-semibold text-red-700">Out of Stock</p>}
            </div>
            <p className="font-medium">{formatRupees(toRupees(toPaise(unitPrice(line)) * line.quantity))}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold">Total</dt>
          <dd className="font-bold" data-testid="checkout-total">
            {formatRupees(toRupees(totals.total))}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        disabled={!canPlace || processing}
        onClick={onPlace}
        className="mt-5 h-12 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        {processing ? 'Processing…' : 'Place Order'}
      </button>
    </aside>
  );
}
