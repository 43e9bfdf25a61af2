// The "Recently viewed" row (docs/product.md#pages-home): the shop's product cards side by side, swiped sideways on a
// phone (each card snaps into place, the next one peeking in) and stepped with arrows on a wider screen. Drawn by the
// home and product pages with the list entities/recently-viewed gives them.
import type { ProductCard as Card } from '@shop/shared/catalog.schemas';
import { RECENTLY_VIEWED_TITLE } from '@shop/shared/recently-viewed';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { ProductCard } from './product-card.tsx';

/** Which ends of the row are out of sight, so the arrows towards them can step. */
function useScrollEnds(track: RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEnds((old) => (old.before === before && old.after === after ? old : { before, after }));
  }, [track]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { ...ends, measure };
}

function StepButton({
  towards,
  onStep,
  can,
}: {
  towards: 'before' | 'after';
  onStep: () => void;
  can: boolean;
}) {
  const Icon = towards === 'before' ? ChevronLeft : ChevronRight;
  return (
    // aria-disabled, not disabled: the arrow that reaches the end keeps the keyboard's focus instead of dropping it.
    <button
      type="button"
      onClick={can ? onStep : undefined}
      aria-disabled={!can}
      aria-label={towards === 'before' ? 'Scroll to earlier products' : 'Scroll to more products'}
      className="flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:border-brand-600 hover:text-brand-700 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:border-slate-300 aria-disabled:hover:text-slate-700"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

export function RecentlyViewedRow({ products, className }: { products: Card[]; className?: string }) {
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  const ends = useScrollEnds(track);
  const reducedMotion = useReducedMotion();
  const step = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    // Most of a screen's width, so the card at the edge stays in sight as the first of the next step.
    const by = Math.max(element.clientWidth - 120, 160) * direction;
    element.scrollBy({ left: by, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const scrolls = ends.before || ends.after;
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-bold">
          {RECENTLY_VIEWED_TITLE}
        </h2>
        {scrolls && (
          <div className="hidden gap-2 md:flex">
            <StepButton towards="before" can={ends.before} onStep={() => step(-1)} />
            <StepButton towards="after" can={ends.after} onStep={() => step(1)} />
          </div>
        )}
      </div>
      <ul
        ref={track}
        onScroll={ends.measure}
        className={cn(
          '-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:gap-4',
          // No scrollbar: a phone swipes, a wider screen has the arrows (and a trackpad still scrolls).
          '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        )}
      >
        {products.map((product) => (
          <li key={product._id} className="w-[42%] max-w-[200px] shrink-0 snap-start sm:w-[190px]">
            <ProductCard product={product} sizes="200px" />
          </li>
        ))}
      </ul>
    </section>
  );
}
