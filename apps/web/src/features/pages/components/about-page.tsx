// About (docs/product.md#pages-static): hero text, an expandable 'Learn More About Us' panel with a founder note and story, and
// four feature cards. Claims free shipping over the shop's threshold and its returns window, both from the settings
// (docs/decisions/023, 036).
import { ArrowLeft, ChevronDown, Globe, Headphones, RotateCcw, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { returnsInShort, returnsPerk } from '../../../lib/promise-words.ts';
import { freeShippingThreshold } from '../../../lib/shipping-words.ts';
import { shopConfig } from '../../../lib/shop-config.ts';

/** The four cards; built when the page renders, from the shop settings it was given. */
const features = () => [
  {
    icon: Globe,
    title: 'Global Sourcing',
    text: 'Premium products from trusted suppliers worldwide, checked before they are listed.',
  },
  {
    icon: Truck,
    title: `Free Shipping over ${freeShippingThreshold()}`,
    text: 'Below that, you pay only the shipping shown on each product, and every parcel is tracked to your door.',
  },
  {
    icon: RotateCcw,
    title: returnsPerk(),
    text: returnsInShort(),
  },
  { icon: Headphones, title: '24/7 Support', text: 'Real people ready to help by phone, email or chat.' },
];

export function AboutPage() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <PageTitle title="About Us" />
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <Link
            to="/"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
          </Link>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">About {shopConfig.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            We are an AI-powered global dropshipping store. We find premium products from suppliers around the
            world, check them, price them fairly in rupees and deliver them across India.
          </p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className={buttonClasses({ className: 'mt-8 inline-flex items-center gap-2' })}
          >
            Learn More About Us
            <ChevronDown
              aria-hidden="true"
              className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
            />
          </button>
          <div
            id={panelId}
            hidden={!open}
            className="mt-6 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2"
          >
            <div>
              <h2 className="text-lg font-bold">A note from our founder</h2>
              <p className="mt-2 text-slate-600">
                “I started {shopConfig.name} because buying good things online should not mean guessing. Every
                product we list is one we would give to our own family, at a price we would happily pay
                ourselves.”
              </p>
            </div>
            <div>
              <h2 className="text-lg font-bold">Our story</h2>
              <p className="mt-2 text-slate-600">
                What began as a small catalogue of kitchen tools has grown to ten categories and more than 10k
                happy customers. We use smart tools to spot quality products and fair prices, and people to
                make sure every order arrives as promised.
              </p>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="why-us" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="why-us" className="text-2xl font-bold">
          Why shoppers choose us
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features().map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-5 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
