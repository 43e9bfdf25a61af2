// The cart (docs/product.md#cart-page): lines with steppers, Save for later and removal, out-of-stock lines marked
// and left out of the totals, the delivery date, the coupon field and the offers with each line's saving
// (docs/product.md#checkout-promotions), the empty state, the checkout button that hands the in-stock lines on (kept
// at hand on a phone: checkout-bar.tsx), and the Saved for later list (docs/product.md#cart-saved).
import { MESSAGES } from '@shop/shared/messages';
import { formatRupees, toRupees } from '@shop/shared/money';
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CouponField } from '../../../components/coupon-field.tsx';
import { PageLoadFailure, PageLoading } from '../../../components/page-load-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PromotionNotes } from '../../../components/promotion-notes.tsx';
import { ReloadPageButton } from '../../../components/reload-page-button.tsx';
import { TotalsList } from '../../../components/totals-list.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cartTotals, inStock } from '../../../entities/cart/cart-lines.ts';
import { cartQueryOptions, useCart } from '../../../entities/cart/get-cart.ts';
import { useBasketPromotions } from '../../../entities/promotions/use-basket-promotions.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { UPDATING } from '../../../lib/promotion-words.ts';
import { toast } from '../../../lib/toast.ts';
import { CART_HEADING_ID, useFocusAfterLeaving } from '../hooks/use-focus-after-leaving.ts';
import { CartDeliveryLine } from './cart-delivery-line.tsx';
import { CartLine } from './cart-line.tsx';
import { CheckoutBar } from './checkout-bar.tsx';
import { SavedForLaterList } from './saved-for-later-list.tsx';

export function CartPage() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const buyable = (cart.data?.items ?? []).filter(inStock);
  // Quoted for the lines in stock and the cart's code: the totals below are the server's (decision 038).
  const promotions = useBasketPromotions(buyable, cart.data?.couponCode ?? null);
  const focus = useFocusAfterLeaving<HTMLUListElement>();

  useEffect(() => {
    // After an order the cart is read afresh and the address cleaned (docs/product.md#cart-page).
    if (params.get('orderSuccess') === 'true') {
      void queryClient.invalidateQueries({ queryKey: cartQueryOptions.queryKey });
      navigate('/cart', { replace: true });
    }
    // The provider's redirect after a payment that could not become an order: it was refunded (docs/product.md#payment-settle).
    if (params.get('payment') === 'refunded') {
      toast.error(ORDER_MESSAGES.refundedOutOfStock, { duration: 8000 });
      navigate('/cart', { replace: true });
    }
    // The same before the provider confirmed the refund, which the shop retries until it does (decision 025).
    if (params.get('payment') === 'refunding') {
      toast.error(ORDER_MESSAGES.refundingOutOfStock, { duration: 8000 });
      navigate('/cart', { replace: true });
    }
  }, [params, queryClient, navigate]);

  if (cart.isPending) return <PageLoading width="max-w-5xl" status="Loading your cart" />;
  if (cart.isError) {
    return (
      <PageLoadFailure
        width="max-w-5xl"
        title="My Cart"
        message={errorMessage(cart.error, MESSAGES.errorFetchingCart)}
        onRetry={() => cart.refetch()}
      />
    );
  }
  const items = cart.data.items;
  if (items.length === 0) {
    return (
      <>
        <div className="mx-auto max-w-xl px-4 py-16 text-center">
          <PageTitle title="My Cart" />
          <ShoppingBag aria-hidden="true" className="mx-auto h-14 w-14 text-slate-400" />
          <h1 id={CART_HEADING_ID} tabIndex={-1} className="mt-4 text-2xl font-bold">
            {MESSAGES.cartEmptyTitle}
          </h1>
          <p className="mt-2 text-slate-600">{MESSAGES.cartEmptyText}</p>
          <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-6 inline-block' })}>
            Start Shopping
          </Link>
        </div>
        <SavedForLaterList className="mx-auto max-w-3xl px-4 pb-12" />
      </>
    );
  }

  const totals = promotions.withQuote(cartTotals(items));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title="My Cart" />
      <h1 id={CART_HEADING_ID} tabIndex={-1} className="text-3xl font-extrabold tracking-tight">
        My Cart
      </h1>
      {/* One column on a phone in reading order (lines, summary, saved); beside the lines from lg. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_340px]">
        <ul ref={focus.list} aria-label="Items in your cart" className="space-y-4">
          {items.map((item, index) => (
            <li key={`${item.product._id}-${JSON.stringify(item.filters)}`}>
              <ErrorBoundary
                fallbackRender={({ error }) => (
                  <div
                    role="alert"
                    className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
                  >
                    <p>Something went wrong: {error instanceof Error ? error.message : String(error)}</p>
                    <ReloadPageButton className="mt-2 font-semibold underline" />
                  </div>
                )}
              >
                <CartLine
                  item={item}
                  saving={inStock(item) ? promotions.lineSaving(item) : undefined}
                  focus={{ leaving: () => focus.leaving(index), stay: focus.stay }}
                />
              </ErrorBoundary>
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="summary-title"
          className="h-fit rounded-2xl border border-slate-200 p-5 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="summary-title" className="text-lg font-bold">
            Order Summary
          </h2>
          <CartDeliveryLine productIds={buyable.map((item) => item.product._id)} />
          <CouponField state={promotions.coupon} className="mt-4" />
          <TotalsList
            totals={totals}
            promotions={promotions.summary}
            totalTestId="cart-total"
            className="mt-4"
          />
          <PromotionNotes {...promotions.notes} className="mt-3" />
          <CheckoutBar
            total={promotions.summary.pending ? UPDATING : formatRupees(toRupees(totals.total))}
            pending={promotions.summary.pending !== undefined}
          >
            <Button
              disabled={buyable.length === 0}
              onClick={() => navigate('/checkout', { state: { items: buyable } })}
              size="block-lg"
              disabledLook="grey"
            >
              Proceed to Checkout
            </Button>
          </CheckoutBar>
          {buyable.length === 0 && (
            <p className="mt-2 text-center text-sm text-red-700">{MESSAGES.checkoutNeedsStock}</p>
          )}
        </aside>
        <SavedForLaterList className="lg:col-start-1" />
      </div>
    </div>
  );
}
