// Home (docs/product.md#pages-home): hero carousel, trust badges, featured strip, recently viewed (in the browser only),
// promo, category showcase, today's deals.
// Each section fails on its own; a homepage load failure is only logged (docs/product.md#pages-home).
import { homeDescription } from '@shop/shared/seo';
import { ShieldCheck, Star, Truck } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BelowTheFold } from '../../../components/below-the-fold.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RecentlyViewedRow } from '../../../components/recently-viewed-row.tsx';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { RecentlyViewed } from '../../../entities/recently-viewed/recently-viewed.tsx';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { scrollToSection } from '../../../lib/scroll-to-section.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { categoryCountsQueryOptions } from '../api/get-category-counts.ts';
import { homepageQueryOptions, useHomepage } from '../api/get-homepage.ts';
import { showcaseProductsQueryOptions } from '../api/get-showcase-products.ts';
import { todayOffersQueryOptions } from '../api/get-today-offers.ts';
import { CategoryShowcase } from './category-showcase.tsx';
import { FeaturedStrip } from './featured-strip.tsx';
import { HeroCarousel, HeroSkeleton } from './hero-carousel.tsx';
import { PromoBlock } from './promo-block.tsx';
import { TodaysDeals } from './todays-deals.tsx';

const BADGES = [
  { icon: ShieldCheck, title: 'Secure Payment', text: 'Pay online or on delivery' },
  { icon: Truck, title: 'Fast Shipping', text: 'Tracked delivery across India' },
  { icon: Star, title: '5-Star Reviews', text: '10k+ happy customers' },
];

/**
 * The server renders every section with its data (docs/decisions/024-server-rendering.md): banners and featured
 * products, the category tabs with the first category's cards, and today's offers.
 */
export const prefetch: Prefetch = async ({ queryClient }) => {
  const [counts] = await Promise.all([
    queryClient.fetchQuery(categoryCountsQueryOptions).catch(() => undefined),
    queryClient.prefetchQuery(homepageQueryOptions),
    queryClient.prefetchQuery(todayOffersQueryOptions),
  ]);
  const first = counts?.[0]?.category;
  if (first) await queryClient.prefetchQuery(showcaseProductsQueryOptions(first));
};

export function HomePage() {
  const homepage = useHomepage();
  const location = useLocation();

  useEffect(() => {
    if (homepage.isError) console.error('Failed to load the homepage', homepage.error);
  }, [homepage.isError, homepage.error]);

  // Arriving at /#categories (the footer's Shop by Category, docs/product.md#pages-layout): scroll there once the sections
  // above it have their data, so the strip filling in afterwards cannot push the section down the screen.
  const sectionsAboveReady = !homepage.isPending;
  useEffect(() => {
    if (location.hash !== '#categories' || !sectionsAboveReady) return;
    const frame = requestAnimationFrame(() => scrollToSection('categories'));
    return () => cancelAnimationFrame(frame);
  }, [location.hash, sectionsAboveReady]);

  const banners = homepage.data?.banners ?? [];
  return (
    <>
      <PageTitle description={homeDescription(shopConfig.returnWindowDays)} />
      <SectionBoundary>
        {homepage.isPending ? (
          <HeroSkeleton />
        ) : banners.length > 0 ? (
          <HeroCarousel banners={banners} />
        ) : (
          <h1 className="sr-only">Premium products from suppliers worldwide</h1>
        )}
      </SectionBoundary>
      <section aria-label="Why shop with us" className="border-y border-slate-100">
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-3">
          {BADGES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-3">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <BelowTheFold>
        <SectionBoundary>
          <FeaturedStrip products={homepage.data?.featuredProducts ?? []} />
        </SectionBoundary>
        <SectionBoundary>
          <RecentlyViewed>
            {(products) => <RecentlyViewedRow products={products} className="mx-auto max-w-7xl px-4 py-10" />}
          </RecentlyViewed>
        </SectionBoundary>
        <PromoBlock />
        <SectionBoundary>
          <CategoryShowcase />
        </SectionBoundary>
        <SectionBoundary>
          <TodaysDeals />
        </SectionBoundary>
      </BelowTheFold>
    </>
  );
}
