// The phone's buy bar (issue 47, docs/product.md#catalogue-product): once the page's Buy Now and Add to Cart have
// scrolled up out of view, a bar at the foot of the screen shows the chosen options' price and the same two buttons
// (buy-buttons.tsx, the page's own actions). It goes when the page's buttons are back in view, giving them the focus
// it held. Watched by an IntersectionObserver, not on scroll. It sits after the footer in the page's order, so Tab
// reaches it from there, with room of its own below the footer so the footer's last links scroll up above it; being
// fixed, it moves nothing on the page as it comes and goes. Phones only: wider screens keep the buttons in view.
import { formatRupees } from '@shop/shared/money';
import { discountPercent } from '@shop/shared/pricing';
import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../../lib/cn.ts';
import { type BuyActions, BuyButtons } from './buy-buttons.tsx';

/** The bar's height above the phone's own bottom edge (its home indicator). */
const HEIGHT = 'h-[calc(4.25rem+env(safe-area-inset-bottom))]';

/** Whether the element has gone up out of view (under the sticky header counts); undefined until it first has. */
function useScrolledPast(target: RefObject<HTMLElement | null>, onBack: () => void): boolean | undefined {
  const [past, setPast] = useState<boolean | undefined>(undefined);
  const back = useEffectEvent(onBack);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const header = document.querySelector('header');
    const covered = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
    // The watched area reaches far below the screen: buttons below it are "in view" too, so a jump from above the
    // buttons to past them (a scroll bar dragged, Home/End) still crosses its edge and is reported.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const gone =
          !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? covered);
        if (!gone) back();
        setPast((was) => (gone ? true : was === undefined ? undefined : false));
      },
      { rootMargin: `-${covered}px 0px 1000% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

export function StickyBuyBar({
  buttons,
  price,
  original,
  ...actions
}: BuyActions & {
  /** The page's own Buy Now and Add to Cart, watched. */
  buttons: RefObject<HTMLElement | null>;
  price: number;
  original: number;
}) {
  const bar = useRef<HTMLElement>(null);
  // Focus in the bar as it goes moves to the page's button of the same name, not to the page's body.
  const giveBackFocus = () => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !bar.current?.contains(focused)) return;
    buttons.current
      ?.querySelector<HTMLElement>(`[data-buy-action="${focused.dataset.buyAction}"]`)
      ?.focus({ preventScroll: true });
  };
  const past = useScrolledPast(buttons, giveBackFocus);
  if (past === undefined) return null;

  const off = discountPercent(original, price);
  return createPortal(
    <>
      <div aria-hidden="true" className={cn(HEIGHT, 'md:hidden')} />
      <section
        ref={bar}
        aria-label="Buy this product"
        className={cn(
          HEIGHT,
          'fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] md:hidden',
          'transition-[translate,visibility] duration-200 motion-reduce:transition-none',
          !past && 'invisible translate-y-full',
        )}
      >
        <div className="flex h-[4.25rem] items-center gap-3">
          <div className="min-w-0 shrink-0">
            <p className="text-lg leading-tight font-bold text-slate-900">
              <span className="sr-only">Price: </span>
              {formatRupees(price)}
            </p>
            {actions.soldOut ? (
              <p className="text-xs font-semibold text-red-700">Out of Stock</p>
            ) : (
              off > 0 && (
                <p className="text-xs whitespace-nowrap">
                  <s className="text-slate-500">
                    <span className="sr-only">Original price: </span>
                    {formatRupees(original)}
                  </s>{' '}
                  <span className="font-semibold text-green-700">{off}% off</span>
                </p>
              )
            )}
          </div>
          <div className="flex flex-1 gap-2">
            <BuyButtons {...actions} compact />
          </div>
        </div>
      </section>
    </>,
    document.body,
  );
}
