// Footer of every page (docs/product.md#pages-layout): information links, the categories link that scrolls smoothly on home,
// support contacts and the newsletter sign-up.
import { type LucideIcon, Mail, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { shopConfig } from '../../lib/shop-config.ts';

/** A way to reach support: its icon and the number or address, opening the phone or the mail app. */
function SupportLink({ href, Icon, text }: { href: string; Icon: LucideIcon; text: string }) {
  return (
    <li>
      <a href={href} className="inline-flex items-center gap-2 py-0.5 hover:text-white">
        <Icon aria-hidden="true" className="h-4 w-4" /> {text}
      </a>
    </li>
  );
}

const INFO_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping Policy' },
  { to: '/returns', label: 'Returns & Refunds' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
];

// Each link 24 px tall, the least a finger should have to hit (the lists' gaps are smaller to match).
const linkClass = 'inline-block py-0.5 text-sm text-slate-300 hover:text-white hover:underline';

export function Footer() {
  const location = useLocation();
  const navigate = useNavigate();
  const toCategories = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (location.pathname === '/') {
      scrollToSection('categories');
      window.history.replaceState(window.history.state, '', '/#categories');
    } else {
      navigate('/#categories');
    }
  };
  return (
    <footer className="mt-16 bg-slate-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{shopConfig.name}</p>
          <p className="mt-2 text-sm text-slate-300">
            An AI-powered global dropshipping store: premium products from suppliers worldwide, delivered
            across India.
          </p>
        </div>
        <nav aria-label="Information">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-400">Information</h2>
          <ul className="mt-3 space-y-1">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/#categories" onClick={toCategories} className={linkClass}>
                Shop by Category
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-400">Customer Support</h2>
          <ul className="mt-3 space-y-1 text-sm text-slate-300">
            <SupportLink
              href={`tel:${shopConfig.supportPhone}`}
              Icon={Phone}
              text={shopConfig.supportPhone}
            />
            <SupportLink
              href={`mailto:${shopConfig.supportEmail}`}
              Icon={Mail}
              text={shopConfig.supportEmail}
            />
            <li>Replies within 2 business days</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-400">Newsletter</h2>
          <div className="mt-3">
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {shopConfig.name}. All prices in Indian rupees (₹), inclusive of taxes.
      </div>
    </footer>
  );
}
