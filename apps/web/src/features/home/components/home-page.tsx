// Home while the storefront browsing issue builds the full page: a welcome, the shop's promises and the
// categories section the footer's "Shop by Category" link scrolls to.
import { CATEGORIES } from '@shop/shared/categories';
import { ShieldCheck, Star, Truck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { categoryPath } from '../../../lib/paths.ts';

const BADGES = [
  { icon: ShieldCheck, title: 'Secure Payment', text: 'Pay online or on delivery' },
  { icon: Truck, title: 'Fast Shipping', text: 'Tracked delivery across India' },
  { icon: Star, title: '5-Star Reviews', text: '10k+ happy customers' },
];

export function HomePage() {
  const location = useLocation();
  useEffect(() => {
    // Arriving at /#categories from another page: scroll there once the section exists (spec §2, Footer).
    if (location.hash === '#categories') {
      document.getElementById('categories')?.scrollIntoView({ behavior: 'smooth' });
    }
  }, [location.hash]);

  return (
    <>
      <PageTitle />
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Up to 70% off</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Premium products from suppliers worldwide
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">
            Kitchen to electronics, fashion to fitness: hand-picked products at honest prices, with 30-day
            money-back returns.
          </p>
          <a
            href="#categories"
            className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Browse Categories
          </a>
        </div>
      </section>
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
      <section
        id="categories"
        aria-labelledby="categories-title"
        className="mx-auto max-w-7xl scroll-mt-32 px-4 py-12"
      >
        <h2 id="categories-title" className="text-2xl font-bold">
          Shop by Category
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={categoryPath(category)}
                className="flex h-24 items-center justify-center rounded-xl border border-slate-200 bg-white text-lg font-semibold shadow-sm hover:border-brand-600 hover:text-brand-700"
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
