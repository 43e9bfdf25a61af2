// The back office's frame: a side navigation (a row of tabs on phones) and the current admin page.
import {
  ClipboardList,
  Factory,
  FileText,
  History,
  House,
  LayoutDashboard,
  Package,
  Receipt,
  RotateCcw,
  TicketPercent,
  TriangleAlert,
  Truck,
} from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../../lib/cn.ts';

const LINKS = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList, end: false },
  { to: '/admin/returns', label: 'Returns', icon: RotateCcw, end: false },
  { to: '/admin/products', label: 'Products', icon: Package, end: false },
  { to: '/admin/promotions', label: 'Promotions', icon: TicketPercent, end: false },
  { to: '/admin/suppliers', label: 'Suppliers', icon: Factory, end: false },
  { to: '/admin/purchase-orders', label: 'Purchase orders', icon: FileText, end: false },
  { to: '/admin/homepage', label: 'Homepage', icon: House, end: false },
  { to: '/admin/audit', label: 'Audit log', icon: History, end: false },
  { to: '/admin/jobs', label: 'Failed jobs', icon: TriangleAlert, end: false },
  { to: '/admin/delivery', label: 'Delivery zones', icon: Truck, end: false },
  { to: '/admin/tax', label: 'GST', icon: Receipt, end: false },
] as const;

export function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:gap-8">
      <nav aria-label="Admin" className="mb-6 lg:mb-0 lg:w-52 lg:shrink-0">
        <p className="mb-3 hidden text-xs font-bold uppercase tracking-wider text-slate-500 lg:block">
          Shop admin
        </p>
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold',
                    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
