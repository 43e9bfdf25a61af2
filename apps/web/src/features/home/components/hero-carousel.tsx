// Hero banner carousel (docs/product.md#pages-home): auto-advances every 4 s and wraps, dots select a slide, each slide
// has a FEATURED badge, title, subtitle, an urgency line rotating every 5 s, Shop Now and View Categories.
import type { Banner } from '@shop/shared/catalog.schemas';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { categoryPath, productPath } from '../../../lib/paths.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useIntervalIndex } from '../hooks/use-interval-index.ts';

export const BANNER_INTERVAL_MS = 4000;
export const URGENCY_INTERVAL_MS = 5000;
export const URGENCY_TEXTS = [
  'Only 47 items left!',
  'Deal expires in 24 hours',
  'Up to 70% off today',
  'Join 10k+ happy customers',
];

export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const reducedMotion = useReducedMotion();
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: true },
    reducedMotion
      ? []
      : [Autoplay({ delay: BANNER_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true })],
  );
  // Embla's ref is a state setter. Called while the server's page is first put on screen it would be an urgent
  // update, and React would then run every effect of the page in that same long task; as a transition it waits
  // for a task of its own (docs/decisions/024-server-rendering.md).
  const viewportRef = useCallback(
    (node: HTMLDivElement | null) => startTransition(() => emblaRef(node)),
    [emblaRef],
  );
  const [selected, setSelected] = useState(0);
  const urgency = useIntervalIndex(URGENCY_TEXTS.length, URGENCY_INTERVAL_MS);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    onSelect();
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const goTo = useCallback(
    (index: number) => {
      emblaApi?.scrollTo(index);
      // Restart the 4 s wait so the chosen slide gets its full time.
      emblaApi?.plugins().autoplay?.reset();
    },
    [emblaApi],
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured deals"
      className="relative bg-gradient-to-br from-brand-50 via-white to-amber-50"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex">
          {banners.map((banner, index) => (
            // The ARIA carousel pattern: each slide is a group with the "slide" role description.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
            <div
              key={banner._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${banners.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-8 sm:py-12 md:grid-cols-2">
                <div className="order-2 md:order-1">
                  <span className="inline-block rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-widest text-white">
                    FEATURED
                  </span>
                  {index === 0 ? (
                    <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
                      {banner.title}
                    </h1>
                  ) : (
                    <h2 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
                      {banner.title}
                    </h2>
                  )}
                  <p className="mt-3 max-w-lg text-lg text-slate-600">{banner.description}</p>
                  <p
                    className="mt-3 font-semibold text-red-700"
                    aria-live={index === selected ? 'polite' : 'off'}
                  >
                    {URGENCY_TEXTS[urgency]}
                  </p>
                  <div className="mt-6 flex flex-wrap gap-3">
                    <Link
                      to={productPath(banner.searchProduct.category, banner.searchProduct._id)}
                      tabIndex={index === selected ? 0 : -1}
                      className={buttonClasses({ size: 'lg' })}
                    >
                      Shop Now
                    </Link>
                    <Link
                      to={categoryPath(banner.searchProduct.category)}
                      tabIndex={index === selected ? 0 : -1}
                      className={buttonClasses({ variant: 'secondary', size: 'lg' })}
                    >
                      View Categories
                    </Link>
                  </div>
                </div>
                <div className="order-1 mx-auto w-full max-w-xs sm:max-w-sm md:order-2">
                  <ProductImage
                    src={banner.image}
                    alt={banner.searchProduct.name}
                    sizes="(min-width: 768px) 384px, 320px"
                    width={640}
                    priority={index === 0}
                    className="aspect-square w-full rounded-3xl object-cover shadow-xl"
                  />
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="flex justify-center gap-0.5 pb-4">
        {/* A small dot in a 24 px target, the least a finger or an unsteady hand should have to hit. */}
        {banners.map((banner, index) => (
          <button
            key={banner._id}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group rounded-full p-1.5"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-3 rounded-full transition-all',
                index === selected ? 'w-8 bg-brand-700' : 'w-3 bg-slate-300 group-hover:bg-slate-400',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

export function HeroSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-[520px] animate-pulse bg-gradient-to-br from-brand-50 via-white to-amber-50 md:h-[420px]"
    />
  );
}
