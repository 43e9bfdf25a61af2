// One cart line: picture, name, options, prices, its share of the coupon and offers (docs/product.md#checkout-
// promotions), a stepper that sends the change, and removal.
import type { CartItem } from '@shop/shared/cart.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { formatRupees } from '@shop/shared/money';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { LineSavingText } from '../../../components/line-saving.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { useAddToCart } from '../../../entities/cart/add-to-cart.ts';
import { inStock, lineStock, unitPrice } from '../../../entities/cart/cart-lines.ts';
import { useRemoveFromCart } from '../../../entities/cart/remove-from-cart.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { LineSaving } from '../../../lib/coupon-state.ts';
import { productPath } from '../../../lib/paths.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { toast } from '../../../lib/toast.ts';

/** `saving`: the line's share of the coupon and offers, or that it waits for the quote of the new lines. */
export function CartLine({ item, saving }: { item: CartItem; saving?: LineSaving | undefined }) {
  const change = useAddToCart(MESSAGES.errorUpdatingQuantity);
  const remove = useRemoveFromCart();
  const available = inStock(item);
  const options = Object.entries(item.filters);
  const link = productPath(item.product.category, item.product._id);

  const step = (difference: number) =>
    change.mutate(
      { productId: item.product._id, quantity: difference, filters: item.filters },
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
          className="h-24 w-24 rounded-lg object-cover"
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
            onClick={() =>
              remove.mutate(
                { productId: item.product._id, filters: item.filters },
                { onError: (error) => toast.error(errorMessage(error, MESSAGES.failedToRemoveItem)) },
              )
            }
            className="rounded-full p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        {options.length > 0 && (
          <p className="text-sm text-slate-600">
            {options.map(([name, value]) => `${name}: ${value}`).join(' · ')}
          </p>
        )}
        {!available && (
          <p className="text-sm font-semibold text-red-700">
            {lineStock(item) > 0 ? `Only ${lineStock(item)} in stock` : 'Out of stock'}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex items-center rounded-lg border border-slate-300">
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
            <button
              type="button"
              aria-label="Increase quantity"
              disabled={change.isPending || item.quantity >= shopConfig.maxUnitsPerProduct}
              onClick={() => step(1)}
              className="p-2.5 disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </fieldset>
          <p className="text-right">
            <span className="font-bold">{formatRupees(unitPrice(item) * item.quantity)}</span>
            {item.price > unitPrice(item) && (
              <s className="ml-2 text-sm text-slate-500">{formatRupees(item.price * item.quantity)}</s>
            )}
            <LineSavingText saving={saving} className="text-sm" />
          </p>
        </div>
      </div>
    </article>
  );
}
