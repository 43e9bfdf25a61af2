// A deal card (docs/product.md#pages-home): category tag, discount badge, rating, price, the 'Save' amount and Buy Now,
// and the badge of an automatic offer aimed at the product, read lazily as on every card (components/offer-badge.tsx).
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { formatRupees } from '@shop/shared/money';
import { Link, useNavigate } from 'react-router';
import { OfferBadge } from '../../../components/offer-badge.tsx';
import { Price } from '../../../components/price.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToken } from '../../../lib/auth-token.ts';
import { productPath } from '../../../lib/paths.ts';
import { useLoginPrompt } from '../../../lib/use-login-prompt.ts';

export function DealCard({ product }: { product: ProductCard }) {
  const token = useToken();
  const navigate = useNavigate();
  const promptLogin = useLoginPrompt();
  const saving = product.originalPrice - product.displayPrice;
  const link = productPath(product.category, product._id);
  // Signed-in shoppers choose options on the product page before buying.
  const buyNow = () => (token ? navigate(link) : promptLogin('buy products'));
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={link} className="group relative block aspect-square overflow-hidden bg-slate-50">
        <ProductImage
          src={product.image}
          alt={product.name}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          className="h-full w-full object-cover transition group-hover:scale-105"
        />
        <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {product.category}
        </span>
        {product.discountPercent > 0 && (
          <span className="absolute right-2 top-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            -{product.discountPercent}%
          </span>
        )}
        <OfferBadge product={product} />
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold">
          <Link to={link} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <RatingStars rating={product.cumulativeRating} count={product.numReviews} />
        <Price price={product.displayPrice} original={product.originalPrice} />
        {saving > 0 && <p className="text-sm font-semibold text-green-700">Save {formatRupees(saving)}</p>}
        <Button
          onClick={buyNow}
          disabled={product.countInStock <= 0}
          size="sm"
          disabledLook="grey"
          className="mt-auto"
        >
          {product.countInStock > 0 ? 'Buy Now' : 'Out of Stock'}
        </Button>
      </div>
    </article>
  );
}
