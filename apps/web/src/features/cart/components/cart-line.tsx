// One cart line: picture, name, options, prices, its share of the coupon and offers (docs/product.md#checkout-
// promotions), a stepper that sends the change, Save for later and removal. A line out of stock, or short of it, says
// so, cannot be increased and shows its price greyed and struck as not counted (docs/product.md#cart-page).
import type { CartItem } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { formatRupees } from '@shop/shared/money';
import { SAVED_FOR_LATER_MESSAGES } from '@shop/shared/saved-for-later.schemas';
import { Bookmark, Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { LineSavingText } from '../../../components/line-saving.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { useAddToCart } from '../../../entities/cart/add-to-cart.ts';
import { lineStock, stockShortfall, unitPrice } from '../../../entities/cart/cart-lines.ts';
import { useRemoveFromCart } from '../../../entities/cart/remove-from-cart.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { LineSaving } from '../../../lib/coupon-state.ts';
import { productPath } from '../../../lib/paths.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveForLater } from '../api/save-for-later.ts';
import { FOCUS_AFTER_LEAVING } from '../hooks/use-focus-after-leaving.ts';

/**
 * `saving`: the line's share of the coupon and offers, or that it waits for the quote of the new lines. `focus`: told
 * as the line is asked to leave the cart (saved for later or removed), and if that is refused, so the page keeps the
 * focus in the cart (hooks/use-focus-after-leaving.ts).
 */
export function CartLine({
  item,
  saving,
  focus,
}: {
  item: CartItem;
  saving?: LineSaving | undefined;
  focus: { leaving: () => void; stay: () => void };
}) {
  const change = useAddToCart(MESSAGES.errorUpdatingQuantity);
  const remove = useRemoveFromCart();
  const save = useSaveForLater();
  const shortfall = stockShortfall(item);
  const soldOut = lineStock(item) <= 0;
  const options = Object.entries(item.filters);
  const link = productPath(item.product.category, item.product._id);
  const line = { productId: item.product._id, filters: item.filters };

  const step = (difference: number) =>
    change.mutate(
      { ...line, quantity: difference },
      { onError: (error) => toast.error(errorMessage(error, MESSAGES.failedToUpdateQuantity)) },
    );

  return (
    <article className="flex gap-4 rounded-2xl border border-slate-200 p-4">
      <Link to={link} className="shrink-0">
        <ProductImage
          src={item.product.image}
          alt={item.product.name}
          sizes="96px"
          width={160}
          className={
            soldOut ? 'h-24 w-24 rounded-lg object-cover opacity-60' : 'h-24 w-24 rounded-lg object-cover'
          }
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold">
            <Link to={link} className="hover:text-brand-700">
              {item.product.name}
            </Link>
          </h2>
          <button
            type="button"
            aria-label={`Remove ${item.product.name}`}
            disabled={remove.isPending}
            onClick={() => {
              focus.leaving();
              remove.mutate(line, {
                onError: (error) => {
                  focus.stay();
                  toast.error(errorMessage(error, MESSAGES.failedToRemoveItem));
                },
              });
            }}
            className="-mr-2 -mt-2 rounded-full p-2.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        {options.length > 0 && (
          <p className="text-sm text-slate-600">
            {options.map(([name, value]) => `${name}: ${value}`).join(' · ')}
          </p>
        )}
        {shortfall && (
          <p className="text-sm leading-snug">
            <span className="block font-semibold text-red-700">{shortfall}</span>
            <span className="block text-xs text-slate-500">Not counted in the total</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex items-center rounded-lg border border-slate-300" disabled={soldOut}>
            <legend className="sr-only">Quantity of {item.product.name}</legend>
            <button
              type="button"
              aria-label="Decrease quantity"
              disabled={item.quantity <= 1 || change.isPending}
              onClick={() => step(-1)}
              className="p-2.5 disabled:opacity-40"
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <output aria-label="Quantity" className="w-10 text-center font-semibold">
              {item.quantity}
            </output>
            {/* No more of a line that cannot be bought as it is: the shop has none, or fewer than it holds. */}
            <button
              type="button"
              aria-label="Increase quantity"
              disabled={
                change.isPending || shortfall !== undefined || item.quantity >= shopConfig.maxUnitsPerProduct
              }
              onClick={() => step(1)}
              className="p-2.5 disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </fieldset>
          {shortfall ? (
            <p className="text-right text-slate-500">
              <s className="font-semibold">{formatRupees(unitPrice(item) * item.quantity)}</s>
            </p>
          ) : (
            <p className="text-right">
              <span className="font-bold">{formatRupees(unitPrice(item) * item.quantity)}</span>
              {item.price > unitPrice(item) && (
                <s className="ml-2 text-sm text-slate-500">{formatRupees(item.price * item.quantity)}</s>
              )}
              <LineSavingText saving={saving} className="text-sm" />
            </p>
          )}
        </div>
        <div className="-mb-2 -ml-2">
          <button
            type="button"
            {...{ [FOCUS_AFTER_LEAVING]: '' }}
            aria-label={`Save for later, ${item.product.name}`}
            disabled={save.isPending}
            onClick={() => {
              focus.leaving();
              save.mutate(line, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => {
                  focus.stay();
                  toast.error(errorMessage(error, SAVED_FOR_LATER_MESSAGES.errorSaving));
                },
              });
            }}
            className="inline-flex items-center gap-1.5 rounded-lg p-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            <Bookmark aria-hidden="true" className="h-4 w-4" />
            Save for later
          </button>
        </div>
      </div>
    </article>
  );
}
