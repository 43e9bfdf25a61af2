// The header's menu button on phones; the panel itself (mobile-menu-panel.tsx) loads on the shopper's intent.
import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { LoadOnIntent } from '../../components/load-on-intent.tsx';

export const menuButtonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden';

const load = () => import('./mobile-menu-panel.tsx').then((module) => ({ default: module.MobileMenuPanel }));
const Panel = lazy(load);

export function MobileMenu() {
  return (
    <LoadOnIntent Widget={Panel} preload={load} label="Open menu" popup="dialog" className={menuButtonClass}>
      <Menu aria-hidden="true" className="h-6 w-6" />
    </LoadOnIntent>
  );
}
