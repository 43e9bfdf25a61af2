// The one product card of the shop: picture, name, rating, price with original and discount, the badge of an
// automatic offer aimed at the product ("Buy 2, get 1 free": offer-badge.tsx), and the wishlist heart on the
// picture's corner (wishlist-heart.tsx). The heart is a button beside the card's link, not inside it: a tap on it
// never opens the product, and a link holds no other control.
import type { ProductCard as Card } from '@shop/shared/catalog.schemas';
import { Link } from 'react-router';
import { productPath } from '../lib/paths.ts';
import { OfferBadge } from './offer-badge.tsx';
import { Price } from './price.tsx';
import { ProductImage } from './product-image.tsx';
import { RatingStars } from './rating-stars.tsx';
import { Skeleton } from './ui/skeleton.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';

interface ProductCardProps {
  product: Card;
  /** The `sizes` of the picture in this grid. */
  sizes?: string;
  priority?: boolean;
  /** The wishlist heart; off where the card has its own wishlist controls (the wishlist page). */
  heart?: boolean;
}

export function ProductCard({
  product,
  sizes = '(min-width: 1024px) 25vw, 50vw',
  priority,
  heart = true,
}: ProductCardProps) {
  const soldOut = product.countInStock <= 0;
  return (
    <div className="group relative h-full transition hover:-translate-y-0.5">
      <Link
        to={productPath(product.category, product._id)}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition group-hover:shadow-md"
      >
        <div className="relative aspect-square overflow-hidden bg-slate-50">
          <ProductImage
            src={product.image}
            alt={product.name}
            sizes={sizes}
            priority={priority ?? false}
            className="h-full w-full object-cover transition group-hover:scale-105"
          />
          {/* The top right corner is the heart's: the badges stack on the left. */}
          {(product.badge || soldOut) && (
            <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
              {product.badge && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {product.badge}
                </span>
              )}
              {soldOut && (
                <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
                  Out of stock
                </span>
              )}
            </div>
          )}
          <OfferBadge product={product} />
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{product.brand}</p>
          <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
            {product.name}
          </h3>
          {product.numReviews > 0 && (
            <RatingStars rating={product.cumulativeRating} count={product.numReviews} />
          )}
          <div className="mt-auto">
            <Price
              price={product.displayPrice}
              original={product.originalPrice}
              discountPercent={product.discountPercent}
            />
          </div>
        </div>
      </Link>
      {heart && <WishlistHeart product={product} className="absolute right-2 top-2" />}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200"
      aria-hidden="true"
    >
      <Skeleton className="aspect-square" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-3 w-1/3 rounded" />
        <Skeleton className="h-4 w-5/6 rounded" />
        <Skeleton className="h-4 w-1/2 rounded" />
      </div>
    </div>
  );
}
