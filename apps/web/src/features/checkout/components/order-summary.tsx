// The checkout's sidebar (docs/product.md#checkout-steps): the lines with their saving, the coupon field, the shared
// totals after the coupon and offers (docs/product.md#checkout-promotions) and the Place Order button.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { ShippingSpeedOption } from '@shop/shared/delivery.schemas';
import { formatRupees, toPaise, toRupees } from '@shop/shared/money';
import type { Totals } from '@shop/shared/totals';
import { CouponField } from '../../../components/coupon-field.tsx';
import { LineSavingText } from '../../../components/line-saving.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { PromotionNotes } from '../../../components/promotion-notes.tsx';
import { TotalsList } from '../../../components/totals-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inStock, unitPrice } from '../../../entities/cart/cart-lines.ts';
import type { useBasketPromotions } from '../../../entities/promotions/use-basket-promotions.ts';
import { DeliveryLine } from './delivery-line.tsx';

export function OrderSummary({
  lines,
  totals,
  canPlace,
  processing,
  onPlace,
  postalCode,
  speed,
  promotions,
}: {
  lines: readonly CartItem[];
  totals: Totals;
  canPlace: boolean;
  processing: boolean;
  onPlace: () => void;
  /** The chosen address's PIN code, for the delivery date; undefined before an address is chosen. */
  postalCode?: string | undefined;
  /** The shipping speed chosen (docs/decisions/036): its date, and its fee inside `totals`' shipping. */
  speed?: ShippingSpeedOption | undefined;
  /** The quote of these lines with the cart's code, and the coupon field's state. */
  promotions: ReturnType<typeof useBasketPromotions>;
}) {
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
              {inStock(line) && <LineSavingText saving={promotions.lineSaving(line)} />}
            </div>
            <p className="font-medium">{formatRupees(toRupees(toPaise(unitPrice(line)) * line.quantity))}</p>
          </li>
        ))}
      </ul>
      <DeliveryLine
        productIds={lines.map((line) => line.product._id)}
        postalCode={postalCode}
        speed={speed?.speed}
      />
      <CouponField state={promotions.coupon} className="mt-4 border-t border-slate-200 pt-4" />
      <TotalsList
        totals={totals}
        speed={speed}
        promotions={promotions.summary}
        totalTestId="checkout-total"
        className="mt-4 border-t border-slate-200 pt-4"
      />
      <PromotionNotes {...promotions.notes} className="mt-3" />
      <Button
        disabled={!canPlace || processing}
        onClick={onPlace}
        size="block-lg"
        disabledLook="grey"
        className="mt-5"
      >
        {processing ? 'Processing…' : 'Place Order'}
      </Button>
    </aside>
  );
}
