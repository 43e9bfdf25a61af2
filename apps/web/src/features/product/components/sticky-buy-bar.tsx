// The phone's buy bar (issue 47, docs/product.md#catalogue-product): once the page's Buy Now and Add to Cart have
// scrolled up out of view, a bar at the foot of the screen (buy-bar.tsx) shows the chosen options' price and the same
// two buttons (buy-buttons.tsx, the page's own actions). It goes when the page's buttons are back in view, giving
// them the focus it held. Watched by an IntersectionObserver, not on scroll; the bar's code is fetched the first time
// it shows. Phones only (the bar is `md:hidden`): wider screens keep the buttons in view.
import { lazy, type RefObject, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { BuyBarProps } from './buy-bar.tsx';

const BuyBar = lazy(() => import('./buy-bar.tsx').then((module) => ({ default: module.BuyBar })));

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
  ...bar
}: Omit<BuyBarProps, 'ref' | 'shown'> & {
  /** The page's own Buy Now and Add to Cart, watched. */
  buttons: RefObject<HTMLElement | null>;
}) {
  const barElement = useRef<HTMLElement>(null);
  // Focus in the bar as it goes moves to the page's button of the same name, not to the page's body.
  const giveBackFocus = () => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !barElement.current?.contains(focused)) return;
    buttons.current
      ?.querySelector<HTMLElement>(`[data-buy-action="${focused.dataset.buyAction}"]`)
      ?.focus({ preventScroll: true });
  };
  const past = useScrolledPast(buttons, giveBackFocus);
  if (past === undefined) return null;
  return (
    <Suspense fallback={null}>
      <BuyBar ref={barElement} shown={past} {...bar} />
    </Suspense>
  );
}
