// The auth page's marketing side (docs/product.md#accounts): beside the form on a wide screen; on a phone a compact
// band above it (the name and three of the points, in a row), so the form still starts on the first screen.
import { BarChart3, Clock, Coins, Globe2, Headphones, ShieldCheck } from 'lucide-react';
import { shopConfig } from '../../../lib/shop-config.ts';

const POINTS = [
  {
    icon: Globe2,
    title: 'Global dropshipping',
    text: 'Products from suppliers worldwide, delivered to you.',
  },
  { icon: Clock, title: 'Fast processing', text: 'Orders processed in 1-3 business days.', onPhone: true },
  {
    icon: ShieldCheck,
    title: 'Secure platform',
    text: 'Your data and payments are protected.',
    onPhone: true,
  },
  { icon: Coins, title: 'Multi-currency support', text: 'Clear prices in rupees, whatever the origin.' },
  { icon: Headphones, title: '24/7 support', text: 'Help whenever you need it.', onPhone: true },
  { icon: BarChart3, title: 'Real-time analytics', text: 'Track every order as it moves.' },
];

export function MarketingPanel() {
  return (
    <aside
      aria-label="Why shop with us"
      className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-4 text-white lg:flex lg:flex-col lg:justify-center lg:p-10"
    >
      <h2 className="text-lg font-extrabold lg:text-3xl">{shopConfig.name}</h2>
      <p className="hidden max-w-md text-white/90 lg:mt-2 lg:block">
        A dropshipping and e-commerce platform bringing premium products from around the world to your door.
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2 lg:mt-8 lg:grid-cols-1 lg:gap-5">
        {POINTS.map(({ icon: Icon, title, text, onPhone }) => (
          <li
            key={title}
            className={
              onPhone
                ? 'flex flex-col items-center gap-1 text-center lg:flex-row lg:items-start lg:gap-3 lg:text-left'
                : 'hidden items-start gap-3 lg:flex'
            }
          >
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 lg:mt-0.5 lg:h-6 lg:w-6" />
            <div>
              <p className="text-xs font-semibold leading-tight lg:text-base">{title}</p>
              <p className="hidden text-sm text-white/85 lg:block">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
