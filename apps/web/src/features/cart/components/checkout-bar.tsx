// The cart's checkout button, kept at hand on a phone (issue 47; docs/product.md#cart-page): while its place at the foot
// of the order summary is still below the screen, the button rides in a bar fixed to the screen's bottom edge with
// the total the summary shows; once its place scrolls into view it sits there again. It is one button that moves,
// not a copy, so its action, its focus and its name are the summary's own, and its place keeps its height, so nothing
// on the page moves as it comes and goes. The bar sits at the bottom and the toasts at the top (lazy-toaster.tsx).
// Watched by an IntersectionObserver, not on scroll. Below the `lg` width only: wider, the summary sits beside the lines.
import { type ReactNode, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Where the cart's grid puts the summary beside the lines (Tailwind's `lg`). */
const SINGLE_COLUMN = '(max-width: 1023.98px)';

function subscribe(listener: () => void) {
  const media = window.matchMedia(SINGLE_COLUMN);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

function useSingleColumn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SINGLE_COLUMN).matches,
    () => false,
  );
}

/** Whether the element reaches below the bottom of the screen (not yet scrolled to); false once seen or passed. */
function useStillBelow(target: RefObject<HTMLElement | null>): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
        setBelow(entry.intersectionRatio < 1 && entry.boundingClientRect.bottom > bottom);
      },
      { threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return below;
}

/** `total`: the summary's total in words; `pending` while it waits for the quote ('Updating…'). */
export function CheckoutBar({
  total,
  pending,
  children,
}: {
  total: string;
  pending: boolean;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const singleColumn = useSingleColumn();
  const below = useStillBelow(place);
  const riding = singleColumn && below;

  // A control the keyboard reaches scrolls into view above the bar, not under it (WCAG 2.4.11).
  useEffect(() => {
    if (!riding) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '6rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [riding]);

  return (
    <div ref={place} className="mt-5 h-12">
      <div
        data-testid="checkout-bar"
        className={cn(
          riding &&
            'fixed inset-x-0 bottom-0 z-30 flex items-center gap-4 border-t border-slate-200 bg-white px-4 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)]',
        )}
      >
        {riding && (
          // A fixed width: the button beside it stays put while the figure changes ('Updating…' while quoted).
          <p className="w-28 shrink-0 leading-tight">
            <span className="block text-xs text-slate-600">Total</span>
            <span
              className={cn(
                'block truncate text-lg font-bold text-slate-900',
                pending && 'font-normal text-slate-500',
              )}
              data-testid="checkout-bar-total"
            >
              {total}
            </span>
          </p>
        )}
        <div className={cn(riding && 'min-w-0 flex-1')}>{children}</div>
      </div>
    </div>
  );
}
