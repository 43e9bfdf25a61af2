// The toasts' container, rendered once the first toast is asked for (lib/toast.ts): top-right, 3 s (docs/product.md#pages-messages),
// just below the sticky header, so a toast never hides the wishlist, profile and cart buttons or the cart badge
// (docs/product.md#pages-messages), on a phone or a desktop.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { toasts } from '../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));
const GAP_PX = 8;

/** The sticky header's height plus a small gap, following resizes (it is taller where the category bar shows). */
function useBelowHeader(active: boolean): number {
  const [top, setTop] = useState(72);
  useEffect(() => {
    if (!active) return;
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setTop(Math.round(header.getBoundingClientRect().height) + GAP_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [active]);
  return top;
}

export function LazyToaster() {
  const wanted = useSyncExternalStore(toasts.subscribe, toasts.wanted, () => false);
  const top = useBelowHeader(wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={3000}
        richColors
        closeButton
        offset={{ top, right: 16 }}
        mobileOffset={{ top, left: 16, right: 16 }}
      />
    </Suspense>
  );
}
