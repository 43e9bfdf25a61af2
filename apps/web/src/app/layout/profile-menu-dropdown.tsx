// The profile dropdown (docs/product.md#pages-layout), loaded on intent (profile-menu.tsx): My Profile, My Orders, My Cart, My Wishlist, and Logout when signed in;
// admins also find the back office here.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard, LogIn, LogOut, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cartQueryOptions } from '../../entities/cart/get-cart.ts';
import { useProfile } from '../../entities/profile/get-profile.ts';
import { wishlistQueryOptions } from '../../entities/wishlist/get-wishlist.ts';
import { useToken } from '../../lib/auth-token.ts';
import { signOut } from '../../lib/sign-out.ts';
import { profileButtonClass } from './profile-menu.tsx';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

const LINKS = [
  { label: 'My Profile', to: '/profile' },
  { label: 'My Orders', to: '/order' },
  { label: 'My Cart', to: '/cart' },
  { label: 'My Wishlist', to: '/wishlist' },
];

/** Rendered only while the open menu is shown, so the profile is read when a signed-in shopper opens it. */
function AdminItem() {
  const navigate = useNavigate();
  const profile = useProfile();
  if (profile.data?.role !== 'admin') return null;
  return (
    <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/admin')}>
      <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Shop Admin
    </DropdownMenu.Item>
  );
}

export function ProfileMenuDropdown({ defaultOpen }: { defaultOpen: boolean }) {
  const token = useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = () => {
    // Logout removes the token, zeroes the cart badge and goes to /auth (docs/product.md#accounts-sessions); the
    // session ends on the server too (docs/decisions/034).
    signOut();
    queryClient.removeQueries({ queryKey: cartQueryOptions.queryKey });
    queryClient.removeQueries({ queryKey: wishlistQueryOptions.queryKey });
    navigate('/auth');
  };
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label="Profile menu" className={profileButtonClass}>
        <User aria-hidden="true" className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} className={itemClass} onSelect={() => navigate(link.to)}>
              {link.label}
            </DropdownMenu.Item>
          ))}
          {token && <AdminItem />}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {token ? (
            <DropdownMenu.Item className={itemClass} onSelect={logout}>
              <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/auth')}>
              <LogIn aria-hidden="true" className="h-4 w-4" /> Sign In
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
