// Breadcrumb (docs/product.md#catalogue-product): Home, category, subcategory, name.
import type { Product } from '@shop/shared/catalog.schemas';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { categoryPath } from '../../../lib/paths.ts';

export function Breadcrumb({ product }: { product: Product }) {
  const crumbs = [
    { label: 'Home', to: '/' },
    { label: product.category, to: categoryPath(product.category) },
    {
      label: product.subCategory,
      to: `${categoryPath(product.category)}?sub=${encodeURIComponent(product.subCategory)}`,
    },
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="h-4 w-4" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="max-w-[16rem] truncate font-medium text-slate-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
