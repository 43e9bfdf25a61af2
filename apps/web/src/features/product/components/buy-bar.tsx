// The phone's buy bar itself (sticky-buy-bar.tsx says when it shows): the chosen options' price and the page's two
// buttons, fixed at the foot of the screen; sold out, "Out of Stock" and a button to the page's "notify me". Its own file, fetched the first time the buttons scroll away, so the
// product page's first script does not carry it.
import { formatRupees } from '@shop/shared/money';
import { discountPercent } from '@shop/shared/pricing';
import { BellRing } from 'lucide-react';
import type { Ref } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { type BuyActions, BuyButtons } from './buy-buttons.tsx';

/** The bar's height above the phone's own bottom edge (its home indicator). */
const HEIGHT = 'h-[calc(4.25rem+env(safe-area-inset-bottom))]';

export interface BuyBarProps extends BuyActions {
  ref: Ref<HTMLElement>;
  /** Whether it is up: hidden, it slides down out of sight and out of the Tab order. */
  shown: boolean;
  price: number;
  original: number;
  /** Sold out, the one button: to the page's "notify me when it's back". */
  onNotify: () => void;
}

/**
 * After the footer in the page's order, so Tab reaches it from there; a spacer of its height below the footer lets
 * the footer's last links scroll up above it. Fixed, it moves nothing on the page as it comes and goes.
 */
export function BuyBar({ ref, shown, price, original, onNotify, ...actions }: BuyBarProps) {
  const off = discountPercent(original, price);
  return createPortal(
    <>
      <div aria-hidden="true" className={cn(HEIGHT, 'md:hidden')} />
      <section
        ref={ref}
        aria-label="Buy this product"
        className={cn(
          HEIGHT,
          'fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] md:hidden',
          'transition-[translate,visibility] duration-200 motion-reduce:transition-none',
          !shown && 'invisible translate-y-full',
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
            {actions.soldOut ? (
              <Button
                variant="outline"
                size="sm"
                className="flex h-11 flex-1 items-center justify-center gap-2"
                onClick={onNotify}
              >
                <BellRing aria-hidden="true" className="h-4 w-4" />
                Notify me
              </Button>
            ) : (
              <BuyButtons {...actions} compact />
            )}
          </div>
        </div>
      </section>
    </>,
    document.body,
  );
}
