// One line of Saved for later (docs/product.md#cart-saved): picture, name, options, quantity and today's price, its
// stock when it cannot be bought as it is, Move to cart (one tap; refused in the cart's words, and then it stays
// saved) and Remove.

import { formatRupees } from '@shop/shared/money';
import type { SavedItem } from '@shop/shared/saved-for-later.schemas';
import { SAVED_FOR_LATER_MESSAGES } from '@shop/shared/saved-for-later.schemas';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { stockShortfall, unitPrice } from '../../../entities/cart/cart-lines.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { productPath } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useMoveToCart } from '../api/move-to-cart.ts';
import { useRemoveSaved } from '../api/remove-saved.ts';
import { FOCUS_AFTER_LEAVING } from '../hooks/use-focus-after-leaving.ts';

/** `focus`: told as the line is asked to leave the list, and if that is refused (hooks/use-focus-after-leaving.ts). */
export function SavedLine({
  item,
  focus,
}: {
  item: SavedItem;
  focus: { leaving: () => void; stay: () => void };
}) {
  const move = useMoveToCart();
  const remove = useRemoveSaved();
  const shortfall = stockShortfall(item);
  const options = Object.entries(item.filters);
  const link = productPath(item.product.category, item.product._id);
  const line = { productId: item.product._id, filters: item.filters };
  const name = item.product.name;
  const busy = move.isPending || remove.isPending;

  return (
    <article className="flex gap-4 rounded-2xl border border-slate-200 p-4">
      <Link to={link} className="shrink-0">
        <ProductImage
          src={item.product.image}
          alt={name}
          sizes="64px"
          width={160}
          className="h-16 w-16 rounded-lg object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold">
          <Link to={link} className="hover:text-brand-700">
            {name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {[...options.map(([option, value]) => `${option}: ${value}`), `Qty: ${item.quantity}`].join(' · ')}
        </p>
        <p className="text-sm">
          <span className="font-bold">{formatRupees(unitPrice(item) * item.quantity)}</span>
          {item.price > unitPrice(item) && (
            <s className="ml-2 text-slate-500">{formatRupees(item.price * item.quantity)}</s>
          )}
          {shortfall && <span className="ml-2 font-semibold text-red-700">{shortfall}</span>}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            {...{ [FOCUS_AFTER_LEAVING]: '' }}
            aria-label={`Move to cart, ${name}`}
            disabled={busy}
            onClick={() => {
              focus.leaving();
              move.mutate(line, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => {
                  focus.stay();
                  toast.error(errorMessage(error, SAVED_FOR_LATER_MESSAGES.errorMoving));
                },
              });
            }}
            className="inline-flex items-center gap-1.5"
          >
            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
            Move to cart
          </Button>
          <Button
            variant="link"
            aria-label={`Remove ${name} from Saved for later`}
            disabled={busy}
            onClick={() => {
              focus.leaving();
              remove.mutate(line, {
                onError: (error) => {
                  focus.stay();
                  toast.error(errorMessage(error, SAVED_FOR_LATER_MESSAGES.errorRemoving));
                },
              });
            }}
            className="px-2 py-2 text-sm text-slate-600 hover:text-red-700"
          >
            Remove
          </Button>
        </div>
      </div>
    </article>
  );
}
