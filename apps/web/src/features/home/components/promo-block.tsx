// Promo block (docs/product.md#pages-home): its button scrolls to Today's Hot Deals.
import { scrollToSection } from '../../../lib/scroll-to-section.ts';

export function PromoBlock() {
  return (
    <section className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-r from-brand-700 to-amber-600 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-white/90">Limited time</p>
          <h2 className="mt-1 text-2xl font-extrabold sm:text-3xl">Up to 70% off on today's hot deals</h2>
          <p className="mt-1 text-white/90">Fresh offers every day. They end at midnight.</p>
        </div>
        <button
          type="button"
          onClick={() => scrollToSection('deals')}
          className="shrink-0 rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Explore Today's Offers
        </button>
      </div>
    </section>
  );
}
