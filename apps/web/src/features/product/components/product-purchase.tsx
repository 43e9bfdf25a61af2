// Name, rating, stock, price for the chosen options, option buttons, quantity, Buy Now and Add to Cart (again in a
// sticky bar on a phone once they scroll away), wishlist heart and Share (docs/product.md#catalogue-product).
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { toRupees } from '@shop/shared/money';
import { discountPercent, priceFor } from '@shop/shared/pricing';
import { LOW_STOCK_THRESHOLD } from '@shop/shared/variants';
import { Headphones, Heart, Minus, Plus, RotateCcw, Share2, Tag, Truck } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Price } from '../../../components/price.tsx';
import { PLACEHOLDER_IMAGE } from '../../../components/product-image.tsx';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { useAddToCart } from '../../../entities/cart/add-to-cart.ts';
import { buyNowLine, inPaise, useBuyNow } from '../../../entities/checkout/buy-now.ts';
import { useWishlistChange } from '../../../entities/wishlist/change-wishlist.ts';
import { useWishlist } from '../../../entities/wishlist/get-wishlist.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { cn } from '../../../lib/cn.ts';
import { useProductOffers } from '../../../lib/offers.ts';
import { returnsPerk } from '../../../lib/promise-words.ts';
import { freeShippingOver, productShippingText, shippingPerk } from '../../../lib/shipping-words.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoginPrompt } from '../../../lib/use-login-prompt.ts';
import { usePriceDetails } from '../api/get-price-details.ts';
import type { VariantChoice } from '../hooks/use-variant-choice.ts';
import { type BuyActions, BuyButtons } from './buy-buttons.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { NotifyMe } from './notify-me.tsx';
import { OptionPicker } from './option-picker.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';

/** Toasts on the product page last 2.5 s (docs/product.md#pages-messages). */
export const PRODUCT_TOAST_MS = 2500;

function StockFlag({ count }: { count: number }) {
  if (count <= 0) return <p className="font-semibold text-red-700">Out of Stock</p>;
  if (count <= LOW_STOCK_THRESHOLD)
    return <p className="font-semibold text-amber-700">Only {count} left in stock</p>;
  return <p className="font-semibold text-green-700">In Stock</p>;
}

/** One order holds at most the shop's cap of a product (docs/decisions/017), and never more than the stock. */
function mostFor(stock: number) {
  return Math.min(stock, shopConfig.maxUnitsPerProduct);
}

export function ProductPurchase({ product, choice }: { product: ProductDetail; choice: VariantChoice }) {
  const token = useToken();
  const promptLogin = useLoginPrompt(PRODUCT_TOAST_MS);
  const { selection } = choice;
  const [quantity, setQuantity] = useState(1);
  // The chosen combination's units (docs/decisions/037-variants.md); the product's own without variants.
  const stock = choice.stock;
  const soldOut = stock <= 0;
  const hasVariants = product.variants.length > 0;
  const maxQuantity = mostFor(stock);
  const chooseOption = (index: number, value: string) => {
    const units = choice.choose(index, value);
    setQuantity((current) => Math.max(1, Math.min(current, mostFor(units))));
  };

  // The price follows the choice at once from the shared rule; the server's answer confirms it.
  const estimate = useMemo(() => priceFor(inPaise(product), selection), [product, selection]);
  const confirmed = usePriceDetails(product._id, selection);
  const effective = confirmed.data?.effectivePrice ?? toRupees(estimate.effective);
  // The automatic offers for this product and the whole order, near the price (docs/product.md#checkout-promotions).
  const offers = useProductOffers(product, { wholeOrder: true });
  const normal = confirmed.data?.normalPrice ?? toRupees(estimate.original);

  const requireLogin = (action: string, then: () => void) => (token ? then() : promptLogin(action));
  const wishlist = useWishlist();
  const changeWishlist = useWishlistChange();
  const addToCart = useAddToCart();
  const saved = wishlist.data?.some((entry) => entry.product._id === product._id) ?? false;

  const toggleWishlist = () =>
    changeWishlist.mutate(
      { productId: product._id, add: !saved },
      {
        onSuccess: (result) =>
          toast.success(result.message ?? (saved ? MESSAGES.removedFromWishlist : MESSAGES.addedToWishlist), {
            duration: PRODUCT_TOAST_MS,
          }),
        onError: (error) =>
          toast.error(errorMessage(error, MESSAGES.errorUpdatingWishlist), { duration: PRODUCT_TOAST_MS }),
      },
    );

  const add = (then?: () => void) =>
    addToCart.mutate(
      { productId: product._id, quantity, filters: selection },
      {
        onSuccess: () => {
          toast.success(MESSAGES.addedToCart, { duration: PRODUCT_TOAST_MS });
          then?.();
        },
        onError: (error) =>
          toast.error(errorMessage(error, MESSAGES.errorAddingToCart), { duration: PRODUCT_TOAST_MS }),
      },
    );

  // Buy Now goes straight to the checkout with this one line, at the prices shown (entities/checkout/buy-now.ts, the
  // deal cards' path too); the cart is left alone.
  const buy = useBuyNow(PRODUCT_TOAST_MS);
  const buyNow = () =>
    buy(
      buyNowLine(product, {
        selection,
        quantity,
        stock,
        image: product.images[0] ?? PLACEHOLDER_IMAGE,
        normal,
        effective,
      }),
    );

  const buyActions: BuyActions = {
    soldOut,
    busy: addToCart.isPending,
    onBuyNow: () => requireLogin('buy products', buyNow),
    onAddToCart: () => requireLogin('add items to your cart', () => add()),
  };
  const buyButtons = useRef<HTMLDivElement>(null);
  // Sold out, the phone's bar offers "Notify me": it brings the page's own request (or sign-in link) into view, focused.
  const notifyArea = useRef<HTMLDivElement>(null);
  const showNotifyMe = () => {
    const area = notifyArea.current;
    (area?.querySelector<HTMLElement>('button:not(:disabled), a[href], summary') ?? area)?.focus();
  };

  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: product.name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(MESSAGES.shareCopied, { duration: PRODUCT_TOAST_MS });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(MESSAGES.shareFailed, { duration: PRODUCT_TOAST_MS });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{product.brand}</p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{product.name}</h1>
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
              aria-pressed={saved}
              disabled={changeWishlist.isPending}
              onClick={() => requireLogin('add items to your wishlist', toggleWishlist)}
              className="rounded-full border border-slate-200 p-2.5 hover:border-brand-600 hover:text-brand-700"
            >
              <Heart aria-hidden="true" className={cn('h-5 w-5', saved && 'fill-red-600 text-red-600')} />
            </button>
            <button
              type="button"
              aria-label="Share"
              onClick={share}
              className="rounded-full border border-slate-200 p-2.5 hover:border-brand-600 hover:text-brand-700"
            >
              <Share2 aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <RatingStars rating={product.cumulativeRating} count={product.numReviews} size="md" />
          {!hasVariants && <StockFlag count={stock} />}
        </div>
      </div>

      <div data-testid="product-price">
        <Price
          price={effective}
          original={normal}
          discountPercent={discountPercent(normal, effective)}
          size="lg"
        />
        <p
          className={cn(
            'mt-1 text-sm',
            product.shippingCost > 0 && effective * 100 < freeShippingOver()
              ? 'text-slate-600'
              : 'text-green-700',
          )}
        >
          {productShippingText(product.shippingCost, effective)}
        </p>
        {offers.length > 0 && (
          <ul aria-label="Offers" data-testid="product-offers" className="mt-2 flex flex-wrap gap-2">
            {offers.map((offer) => (
              <li
                key={offer.id}
                className="inline-flex items-center gap-1.5 rounded-md bg-green-50 px-2 py-1 text-sm text-green-900 ring-1 ring-green-200"
              >
                <Tag aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="font-semibold">{offer.badge}</span>
                {offer.title !== offer.badge && <span className="text-green-800">· {offer.title}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>

      <OptionPicker
        filters={product.filters}
        selection={selection}
        isSoldOut={choice.isSoldOut}
        onChoose={chooseOption}
      />
      {hasVariants && (
        // The chosen combination's stock, under the choices it follows, always one line: beside the rating it
        // wrapped or not with its words and moved the buttons under the shopper's finger.
        <div className="-mt-2 h-6 whitespace-nowrap">
          <StockFlag count={stock} />
        </div>
      )}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <fieldset className="flex w-fit items-center rounded-lg border border-slate-300">
          <legend className="sr-only">Quantity</legend>
          <button
            type="button"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            className="p-3 disabled:opacity-40"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <output aria-live="polite" aria-label="Quantity" className="w-10 text-center font-semibold">
            {quantity}
          </output>
          <button
            type="button"
            aria-label="Increase quantity"
            disabled={soldOut || quantity >= maxQuantity}
            onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
            className="p-3 disabled:opacity-40"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
        </fieldset>
        {!soldOut && quantity >= shopConfig.maxUnitsPerProduct && (
          <p className="text-sm text-slate-600">Up to {shopConfig.maxUnitsPerProduct} per order</p>
        )}
        <div ref={buyButtons} className="flex flex-1 gap-3">
          <BuyButtons {...buyActions} />
        </div>
      </div>
      <StickyBuyBar
        buttons={buyButtons}
        price={effective}
        original={normal}
        onNotify={showNotifyMe}
        {...buyActions}
      />

      <div ref={notifyArea} tabIndex={-1} className="empty:hidden focus:outline-none">
        <NotifyMe product={product} selection={selection} />
      </div>

      <DeliveryEstimate productId={product._id} />

      <ul className="grid grid-cols-3 gap-3 border-t border-slate-100 pt-5 text-center text-sm">
        {[
          { icon: Truck, label: shippingPerk(product.shippingCost, effective) },
          { icon: RotateCcw, label: returnsPerk() },
          { icon: Headphones, label: '24/7 Support' },
        ].map(({ icon: Icon, label }) => (
          <li key={label} className="flex flex-col items-center gap-1.5 text-slate-700">
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
