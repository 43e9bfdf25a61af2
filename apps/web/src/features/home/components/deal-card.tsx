// A deal card (docs/product.md#pages-home): category tag, discount badge, rating, price, the 'Save' amount and Buy Now,
// and the badge of an automatic offer aimed at the product, read lazily as on every card (components/offer-badge.tsx).
// Buy Now buys (entities/checkout/buy-now.ts): one unit with the default options, straight to the checkout; a
// product sold in sizes or colours opens its page to choose them.
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { formatRupees } from '@shop/shared/money';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { OfferBadge } from '../../../components/offer-badge.tsx';
import { Price } from '../../../components/price.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  defaultBuyNowLine,
  mustChooseOptions,
  productToBuy,
  useBuyNow,
} from '../../../entities/checkout/buy-now.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { productPath } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';

export function DealCard({ product }: { product: ProductCard }) {
  const navigate = useNavigate();
  const buyNow = useBuyNow();
  const [busy, setBusy] = useState(false);
  const saving = product.originalPrice - product.displayPrice;
  const link = productPath(product.category, product._id);
  const soldOut = product.countInStock <= 0;

  // The card knows no options: the product's own answer says which are the defaults, or that they must be chosen
  // (and, fresher than the day's list, whether it sold out meanwhile: its page then says so and offers "Notify me").
  // The button stays enabled while that is read, a second tap ignored, so focus never drops from it.
  const buy = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const detail = await productToBuy(product._id);
      if (mustChooseOptions(detail) || detail.countInStock <= 0) navigate(link);
      else buyNow(defaultBuyNowLine(detail, product.image));
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.errorFetchingProduct));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={link} className="group relative block aspect-square overflow-hidden bg-slate-50">
        <ProductImage
          src={product.image}
          alt={product.name}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          className="h-full w-full object-cover transition group-hover:scale-105"
        />
        <span className="absolute left-2 top-2 max-w-[calc(100%-4.5rem)] truncate rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {product.category}
        </span>
        {product.discountPercent > 0 && (
          <span className="absolute right-2 top-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            -{product.discountPercent}%
          </span>
        )}
        <OfferBadge product={product} />
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-2.5 sm:p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          <Link to={link} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <RatingStars rating={product.cumulativeRating} count={product.numReviews} />
        <div className="mt-auto pt-1">
          <Price price={product.displayPrice} original={product.originalPrice} />
          {saving > 0 && <p className="text-sm font-semibold text-green-700">Save {formatRupees(saving)}</p>}
        </div>
        <Button
          onClick={buy}
          disabled={soldOut}
          aria-busy={busy || undefined}
          size="block"
          disabledLook="grey"
          className="mt-1.5 text-sm"
        >
          {soldOut ? 'Out of Stock' : 'Buy Now'}
        </Button>
      </div>
    </article>
  );
}
