// Phones: a menu button opening a panel with the search box and the categories (docs/product.md#pages-layout);
// loaded on intent (mobile-menu.tsx).
import { CATEGORIES } from '@shop/shared/categories';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '../../components/ui/dialog.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { categoryPath } from '../../lib/paths.ts';
import { menuButtonClass } from './mobile-menu.tsx';

export function MobileMenuPanel({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger aria-label="Open menu" className={menuButtonClass}>
        <Menu aria-hidden="true" className="h-6 w-6" />
      </DialogTrigger>
      <DialogContent placement="left" className="gap-4 overflow-y-auto p-4">
        <DialogHeader
          title="Menu"
          closeLabel="Close menu"
          closeSize="lg"
          description="Search the shop or pick a category."
        />
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
      </DialogContent>
    </Dialog>
  );
}
