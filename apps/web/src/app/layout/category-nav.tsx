// The row of category links under the header (hidden on phones, where the menu holds them).
import { CATEGORIES } from '@shop/shared/categories';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { categoryPath } from '../../lib/paths.ts';

export function CategoryNav() {
  return (
    <nav aria-label="Categories" className="hidden border-t border-slate-100 md:block">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1.5">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <NavLink
              to={categoryPath(category)}
              className={({ isActive }) =>
                cn(
                  'block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium',
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700',
                )
              }
            >
              {category}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
