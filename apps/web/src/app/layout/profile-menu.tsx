// The header's profile button; the dropdown itself (profile-menu-dropdown.tsx) loads on the shopper's intent.
import { User } from 'lucide-react';
import { lazy } from 'react';
import { LoadOnIntent } from '../../components/load-on-intent.tsx';

export const profileButtonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700 data-[state=open]:bg-slate-100';

const load = () =>
  import('./profile-menu-dropdown.tsx').then((module) => ({ default: module.ProfileMenuDropdown }));
const Dropdown = lazy(load);

export function ProfileMenu() {
  return (
    <LoadOnIntent
      Widget={Dropdown}
      preload={load}
      label="Profile menu"
      popup="menu"
      className={profileButtonClass}
    >
      <User aria-hidden="true" className="h-5 w-5" />
    </LoadOnIntent>
  );
}
