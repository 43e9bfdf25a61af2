// Phones: a menu button opening a panel with the search box and the categories (spec §2); loaded on intent
// (mobile-menu.tsx).
import * as Dialog from '@radix-ui/react-dialog';
import { CATEGORIES } from '@shop/shared/categories';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { categoryPath } from '../../lib/paths.ts';
import { menuButtonClass } from './mobile-menu.tsx';

export function MobileMenuWidget({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={menuButtonClass}>
        <Menu aria-hidden="true" className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Search the shop or pick a category.</Dialog.Description>
          <SearchBox onNavigate={close} />
          <nav aria-label="Categories">
            <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">Categories</h2>
            <ul className="grid grid-cols-2 gap-2">
              {CATEGORIES.map((category) => (
                <li key={category}>
                  <Link
                    to={categoryPath(category)}
                    onClick={close}
                    className="block rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
                  >
                    {category}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
