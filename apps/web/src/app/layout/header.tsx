// Header of every page (docs/product.md#pages-layout): logo, search with suggestions, wishlist, profile menu, cart with badge,
// the row of categories, and on phones a menu holding search and categories.
import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { useCartCount } from '../../entities/cart/get-cart.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { CategoryNav } from './category-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';

const iconButton =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700';

export function Header() {
  // The badge is the cart's total quantity, hidden at 0 (docs/product.md#pages-layout).
  const cartCount = useCartCount();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileMenu />
        <Logo />
        <div className="mx-4 hidden flex-1 md:block">
          <SearchBox />
        </div>
        <nav aria-label="Account" className="ml-auto flex items-center gap-1 md:ml-0">
          <Link to="/wishlist" className={iconButton} aria-label="Wishlist">
            <Heart aria-hidden="true" className="h-5 w-5" />
          </Link>
          <ProfileMenu />
          <Link
            to="/cart"
            className={iconButton}
            aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
          >
            <ShoppingCart aria-hidden="true" className="h-5 w-5" />
            {cartCount > 0 && (
              <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white">
                {cartCount}
              </span>
            )}
          </Link>
        </nav>
      </div>
      <CategoryNav />
    </header>
  );
}
