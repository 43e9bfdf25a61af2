// Featured products strip (spec §2, §4 Home): scrolls sideways at a steady pace from 1 s after load, loops,
// pauses while the pointer is over it, and stays still for shoppers who prefer reduced motion.
import type { ProductCard as Card } from '@shop/shared/catalog.schemas';
import AutoScroll from 'embla-carousel-auto-scroll';
import useEmblaCarousel from 'embla-carousel-react';
import { ProductCard } from '../../../components/product-card.tsx';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';

export function FeaturedStrip({ products }: { products: Card[] }) {
  const reducedMotion = useReducedMotion();
  const [emblaRef] = useEmblaCarousel(
    { loop: true, dragFree: true, align: 'start' },
    reducedMotion
      ? []
      : [
          AutoScroll({
            speed: 0.8,
            startDelay: 1000,
            stopOnMouseEnter: true,
            stopOnInteraction: false,
            stopOnFocusIn: true,
          }),
        ],
  );
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="featured-title" className="text-2xl font-bold">
        Featured Products
      </h2>
      <div ref={emblaRef} className="mt-5 overflow-hidden" data-testid="featured-strip">
        <div className="flex gap-4">
          {products.map((product) => (
            <div key={product._id} className="min-w-0 flex-[0_0_180px] sm:flex-[0_0_220px]">
              <ProductCard product={product} sizes="220px" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
