// The back office is for admins only (docs/product.md#admin-access): a shopper who opens /admin is told so. The server checks
// the role again on every admin request; this only keeps the pages from showing.
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useProfile } from '../../../entities/profile/get-profile.ts';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div role="status" className="flex justify-center py-24">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  if (profile.data?.role !== 'admin') {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <PageTitle title="Admins only" />
        <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold">Admins only</h1>
        <p className="mt-2 text-slate-600">This area is for the shop's staff. Your account cannot open it.</p>
        <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-6 inline-block' })}>
          Back to the shop
        </Link>
      </div>
    );
  }
  return children;
}
