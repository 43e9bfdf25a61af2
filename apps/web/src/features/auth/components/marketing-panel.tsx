// The auth page's marketing side (docs/product.md#accounts).
import { BarChart3, Clock, Coins, Globe2, Headphones, ShieldCheck } from 'lucide-react';
import { shopConfig } from '../../../lib/shop-config.ts';

const POINTS = [
  {
    icon: Globe2,
    title: 'Global dropshipping',
    text: 'Products from suppliers worldwide, delivered to you.',
  },
  { icon: Clock, title: 'Fast processing', text: 'Orders processed in 1-3 business days.' },
  { icon: ShieldCheck, title: 'Secure platform', text: 'Your data and payments are protected.' },
  { icon: Coins, title: 'Multi-currency support', text: 'Clear prices in rupees, whatever the origin.' },
  { icon: Headphones, title: '24/7 support', text: 'Help whenever you need it.' },
  { icon: BarChart3, title: 'Real-time analytics', text: 'Track every order as it moves.' },
];

export function MarketingPanel() {
  return (
    <aside className="hidden flex-col justify-center bg-gradient-to-br from-brand-800 to-brand-600 p-10 text-white lg:flex">
      <h2 className="text-3xl font-extrabold">{shopConfig.name}</h2>
      <p className="mt-2 max-w-md text-white/90">
        A dropshipping and e-commerce platform bringing premium products from around the world to your door.
      </p>
      <ul className="mt-8 grid gap-5">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-white/85">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
