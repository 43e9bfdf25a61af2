// Category showcase (docs/product.md#pages-home): tabs per category with counts, the first 5 shown and '+N more' opening an
// All Categories dialog, up to 10 products of the selected category, and 'View All {category} Products'.
import type { Category } from '@shop/shared/categories';
import { MESSAGES } from '@shop/shared/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, useDialogOpener } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { categoryPath } from '../../../lib/paths.ts';
import { useCategoryCounts } from '../api/get-category-counts.ts';
import { SHOWCASE_PRODUCTS, useShowcaseProducts } from '../api/get-showcase-products.ts';

export const VISIBLE_TABS = 5;

function ShowcaseProducts({ category }: { category: Category }) {
  const products = useShowcaseProducts(category);
  if (products.isError) {
    return (
      <ErrorState
        message={errorMessage(products.error, MESSAGES.errorFetchingCategories)}
        onRetry={() => products.refetch()}
      />
    );
  }
  return (
    <ProductGrid
      products={products.data?.slice(0, SHOWCASE_PRODUCTS)}
      placeholders={SHOWCASE_PRODUCTS}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
      card={(product) => (
        <ProductCard product={product} sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw" />
      )}
    />
  );
}

export function CategoryShowcase() {
  const counts = useCategoryCounts();
  const [selected, setSelected] = useState<Category | undefined>(undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialog = useDialogOpener(dialogOpen, setDialogOpen);

  if (counts.isError) {
    return (
      <ShowcaseFrame>
        <ErrorState
          message={errorMessage(counts.error, MESSAGES.errorFetchingCategories)}
          onRetry={() => counts.refetch()}
        />
      </ShowcaseFrame>
    );
  }
  const categories = counts.data ?? [];
  const active = selected ?? categories[0]?.category;
  const visible = categories.slice(0, VISIBLE_TABS);
  const extra = categories.find((c) => c.category === active && !visible.includes(c));
  const tabs = extra ? [...visible, extra] : visible;
  // A category picked from the dialog gets its own tab, so it no longer counts as one behind the button.
  const hidden = categories.length - tabs.length;

  return (
    <ShowcaseFrame>
      {active ? (
        <Tabs
          look="pills"
          idBase="home-categories"
          value={active}
          onValueChange={(value) => setSelected(value as Category)}
        >
          <div className="flex items-center gap-2 overflow-x-auto pb-2">
            <TabsList aria-label="Categories">
              {tabs.map(({ category, count }) => (
                <TabsTrigger key={category} value={category}>
                  {category} ({count})
                </TabsTrigger>
              ))}
            </TabsList>
            {hidden > 0 && (
              <button
                {...dialog.opener}
                className="whitespace-nowrap rounded-full border border-dashed border-slate-400 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                +{hidden} more
              </button>
            )}
            {/* Mounted only while open (useDialogOpener says why). */}
            {dialogOpen && (
              <Dialog open onOpenChange={setDialogOpen}>
                <DialogContent overlay="light" {...dialog.content}>
                  <DialogHeader
                    title="All Categories"
                    closeLabel="Close"
                    description="Choose a category to show its products."
                  />
                  <ul className="mt-4 grid grid-cols-2 gap-2">
                    {categories.map(({ category, count }) => (
                      <li key={category}>
                        <button
                          type="button"
                          onClick={() => {
                            setSelected(category);
                            setDialogOpen(false);
                          }}
                          className={cn(
                            'flex w-full items-center justify-between rounded-lg border px-3 py-2.5 text-left text-sm font-medium',
                            category === active
                              ? 'border-brand-700 bg-brand-50 text-brand-800'
                              : 'border-slate-200 hover:border-brand-600',
                          )}
                        >
                          {category} <span className="text-slate-600">{count}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </DialogContent>
              </Dialog>
            )}
          </div>
          {tabs.map(({ category }) => (
            <TabsContent key={category} value={category} className="mt-5">
              <ShowcaseProducts category={category} />
              <div className="mt-6 text-center">
                <Link
                  to={categoryPath(category)}
                  className={buttonClasses({ variant: 'outline', className: 'inline-block' })}
                >
                  View All {category} Products
                </Link>
              </div>
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <div className="h-96 animate-pulse rounded-xl bg-slate-50" aria-hidden="true" />
      )}
    </ShowcaseFrame>
  );
}

function ShowcaseFrame({ children }: { children: React.ReactNode }) {
  return (
    <section
      id="categories"
      aria-labelledby="categories-title"
      className="render-when-near mx-auto max-w-7xl scroll-mt-32 px-4 py-10"
    >
      <h2 id="categories-title" className="mb-5 text-2xl font-bold">
        Shop by Category
      </h2>
      {children}
    </section>
  );
}
