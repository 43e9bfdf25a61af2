// My Wishlist (docs/product.md#wishlist): the count of saved items and a grid of cards linking to the products,
// each with a remove button and "Move to cart" (hooks/use-move-to-cart.ts). When a card leaves, keyboard focus goes
// to the card now in its place (or the one before it, or the heading), never to the page.
import { MESSAGES } from '@shop/shared/messages';
import { Heart, ShoppingCart, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useWishlistChange } from '../../../entities/wishlist/change-wishlist.ts';
import { useWishlist } from '../../../entities/wishlist/get-wishlist.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useMoveToCart } from '../hooks/use-move-to-cart.ts';

/**
 * Once a card has left the list, puts focus on the "Move to cart" button now at its place (else the last one, else
 * the heading), when focus was in that card and so fell to the page.
 */
function useFocusAfterRemoval(count: number | undefined) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [left, setLeft] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (left === null || count === undefined) return;
    setLeft(null);
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-move-to-cart]') ?? [];
    (buttons[Math.min(left, buttons.length - 1)] ?? heading.current)?.focus();
  }, [left, count]);
  return { list, heading, cardLeft: setLeft };
}

export function WishlistPage() {
  const wishlist = useWishlist();
  const change = useWishlistChange();
  const navigate = useNavigate();
  const focus = useFocusAfterRemoval(wishlist.data?.length);
  const indexOf = (productId: string) =>
    wishlist.data?.findIndex((entry) => entry.product._id === productId) ?? -1;
  const { move, moving } = useMoveToCart();

  const remove = (productId: string) => {
    const index = indexOf(productId);
    change.mutate(
      { productId, add: false },
      {
        onSuccess: () => {
          toast.success(MESSAGES.removedFromWishlist);
          focus.cardLeft(index);
        },
        onError: (error) => {
          // Without a valid token removal goes to /login (docs/product.md#wishlist), which leads to sign-in.
          if (error instanceof ApiError && error.status === 401) navigate('/login');
          else toast.error(errorMessage(error, MESSAGES.errorRemovingFromWishlist));
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="My Wishlist" />
      <h1 ref={focus.heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight">
        My Wishlist
      </h1>
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
              <p className="mt-3 text-slate-600">Save products you love with the heart on any product.</p>
              <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-5 inline-block' })}>
                Start Shopping
              </Link>
            </div>
          ) : (
            <ul ref={focus.list} className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {wishlist.data.map(({ product }) => (
                <li key={product._id} className="relative flex flex-col gap-2">
                  <div className="flex-1">
                    <ProductCard product={product} heart={false} />
                  </div>
                  <button
                    type="button"
                    aria-label={`Remove ${product.name} from wishlist`}
                    onClick={() => remove(product._id)}
                    className="absolute right-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/10 hover:text-red-700"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <Button
                    variant="outline"
                    size="sm"
                    data-move-to-cart=""
                    // The visible words first, then which product (WCAG 2.5.3 Label in Name).
                    aria-label={`Move to cart: ${product.name}`}
                    aria-busy={moving === product._id}
                    onClick={() => {
                      const index = indexOf(product._id);
                      void move(product).then((moved) => moved && focus.cardLeft(index));
                    }}
                    className="flex w-full items-center justify-center gap-2 aria-busy:opacity-60"
                  >
                    <ShoppingCart aria-hidden="true" className="h-4 w-4" />
                    Move to cart
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
