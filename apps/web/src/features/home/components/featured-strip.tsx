// Featured products strip (docs/product.md#pages-home): scrolls sideways at a steady pace from 1 s after it is
// first seen, loops, pauses while the pointer is over it (or focus is in it), and stays still for shoppers who
// prefer reduced motion. The motion is a CSS transform animation (index.css, `featured-track`): it runs on the
// compositor, so it costs the main thread nothing (docs/decisions/024). It runs only while the strip is on screen:
// below a phone's first screen it would have the phone draw a frame 60 times a second for nothing while the page
// loads. The loop needs the cards twice; the copy is added when the strip is first seen, so the server's page, its
// layout and its hydration hold each card once (a quarter of the home page's blocking time on a phone, with the
// copy in the HTML: docs/decisions/024).
import type { ProductCard as Card } from '@shop/shared/catalog.schemas';
import { type CSSProperties, startTransition, useEffect, useRef, useState } from 'react';
import { ProductCard } from '../../../components/product-card.tsx';

/** Seconds per card for one pass, about 48 px a second at the card widths below. */
const SECONDS_PER_CARD = 5;

function Cards({ products }: { products: Card[] }) {
  return products.map((product) => (
    <div key={product._id} className="w-[196px] shrink-0 pr-4 sm:w-[236px]">
      <ProductCard product={product} sizes="220px" />
    </div>
  ));
}

/**
 * Marks the element `data-on-screen` while any of it is in the viewport (an attribute, not state: no render), and
 * says whether it has been on screen yet (state: one render, the first time).
 * `shown` says whether the element is rendered, so that one appearing later (the data came after) is watched too.
 */
function useOnScreenMark<T extends Element>(shown: boolean) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const observer = new IntersectionObserver(([entry]) => {
      const onScreen = entry?.isIntersecting === true;
      element.toggleAttribute('data-on-screen', onScreen);
      // A transition: rendering the copy yields to the browser every few milliseconds.
      if (onScreen) startTransition(() => setSeen(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, seen };
}

export function FeaturedStrip({ products }: { products: Card[] }) {
  const strip = useOnScreenMark<HTMLDivElement>(products.length > 0);
  if (products.length === 0) return null;
  // Once seen, the cards twice in a row, the track moving by exactly one set: the loop has no seam. The copy is
  // for the eye only — hidden from screen readers and out of the tab order. The track moves only with it there.
  const style = { '--featured-duration': `${products.length * SECONDS_PER_CARD}s` } as CSSProperties;
  return (
    <section aria-labelledby="featured-title" className="render-when-near mx-auto max-w-7xl px-4 py-10">
      <h2 id="featured-title" className="text-2xl font-bold">
        Featured Products
      </h2>
      {/* `relative` makes the clip hold the cards' visually hidden text too: the page never scrolls sideways. */}
      <div
        ref={strip.ref}
        className="featured-strip relative mt-5 overflow-hidden"
        data-testid="featured-strip"
      >
        <div className="featured-track flex w-max" data-looping={strip.seen ? '' : undefined} style={style}>
          <Cards products={products} />
          {strip.seen && (
            <div className="flex" aria-hidden="true" inert>
              <Cards products={products} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
