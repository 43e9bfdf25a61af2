// My Wishlist (docs/product.md#wishlist): the count of saved items and a grid of cards linking to the products,
// each with a remove button.
import { MESSAGES } from '@shop/shared/messages';
import { Heart, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useWishlistChange } from '../../../entities/wishlist/change-wishlist.ts';
import { useWishlist } from '../../../entities/wishlist/get-wishlist.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export function WishlistPage() {
  const wishlist = useWishlist();
  const change = useWishlistChange();
  const navigate = useNavigate();

  const remove = (productId: string) =>
    change.mutate(
      { productId, add: false },
      {
        onSuccess: () => toast.success(MESSAGES.removedFromWishlist),
        onError: (error) => {
          // Without a valid token removal goes to /login (docs/product.md#wishlist), which leads to sign-in.
          if (error instanceof ApiError && error.status === 401) navigate('/login');
          else toast.error(errorMessage(error, MESSAGES.errorRemovingFromWishlist));
        },
      },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="My Wishlist" />
      <h1 className="text-3xl font-extrabold tracking-tight">My Wishlist</h1>
      {wishlist.isError ? (
        <div className="mt-6">
          <ErrorState
            message={errorMessage(wishlist.error, MESSAGES.errorFetchingWishlist)}
            onRetry={() => wishlist.refetch()}
          />
        </div>
      ) : !wishlist.data ? (
        <div className="mt-6 h-64 animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" />
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            {wishlist.data.length} {wishlist.data.length === 1 ? 'item' : 'items'} saved
          </p>
          {wishlist.data.length === 0 ? (
            <div className="mt-10 text-center">
              <Heart aria-hidden="true" className="mx-auto h-12 w-12 text-slate-300" />
              <p className="mt-3 text-slate-600">Save products you love with the heart on their page.</p>
              <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-5 inline-block' })}>
                Start Shopping
              </Link>
            </div>
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {wishlist.data.map(({ product }) => (
                <li key={product._id} className="relative">
                  <ProductCard product={product} />
                  <button
                    type="button"
                    aria-label={`Remove ${product.name} from wishlist`}
                    onClick={() => remove(product._id)}
                    className="absolute right-2 top-2 rounded-full bg-white/95 p-1.5 text-slate-700 shadow hover:text-red-700"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
