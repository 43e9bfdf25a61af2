// Category listing (docs/product.md#catalogue-listing): the category comes from the path (unknown → Fashion),
// filters from the address; a summary, a grid of 12 and pagination. Skeletons while loading (docs/product.md#catalogue-listing).
import { type Category, categoryFromPath } from '@shop/shared/categories';
import { MESSAGES } from '@shop/shared/messages';
import { PRODUCTS_PAGE_SIZE, pageRange } from '@shop/shared/pagination';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogHeader,
  useDialogOpener,
} from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { filtersQueryOptions } from '../api/get-filters.ts';
import { type ProductsQuery, productsQueryOptions, useProducts } from '../api/get-products.ts';
import {
  type CatalogFilters,
  filtersFromParams,
  priceBounds,
  useCatalogFilters,
} from '../hooks/use-catalog-filters.ts';
import { FilterPanel } from './filter-panel.tsx';
import { Pagination } from './pagination.tsx';

export function CategoryPage() {
  const category = categoryFromPath(useParams().category);
  // A new category starts from a clean address, so keying on it resets every filter (docs/product.md#catalogue-listing).
  return <CategoryListing key={category} category={category} />;
}

function listingQuery(category: Category, filters: CatalogFilters): ProductsQuery {
  return {
    category,
    subCategory: filters.subCategory,
    brands: filters.brands,
    ...priceBounds(filters.price),
    page: filters.page,
  };
}

/** The server renders the listing and its filters with their data (docs/decisions/024-server-rendering.md). */
export const prefetch: Prefetch = async ({ queryClient, params, url }) => {
  const category = categoryFromPath(params.category);
  const filters = filtersFromParams(url.searchParams);
  await Promise.all([
    queryClient.prefetchQuery(productsQueryOptions(listingQuery(category, filters))),
    queryClient.prefetchQuery(filtersQueryOptions(category)),
  ]);
};

function CategoryListing({ category }: { category: Category }) {
  const controls = useCatalogFilters();
  const { filters } = controls;
  const [panelOpen, setPanelOpen] = useState(false);
  const filtersDialog = useDialogOpener(panelOpen, setPanelOpen);
  const products = useProducts(listingQuery(category, filters));
  const list = products.data;
  const range = list ? pageRange(list.page, PRODUCTS_PAGE_SIZE, list.total) : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle
        title={category}
        description={`Shop ${category} products online at the best prices in India. Fast delivery and easy returns.`}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{category}</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {list && range
              ? list.total === 0
                ? MESSAGES.noProductsFound
                : `Showing ${range.from}-${range.to} of ${list.total} products`
              : ' '}
          </p>
        </div>
        <button
          {...filtersDialog.opener}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: 'inline-flex items-center gap-2 lg:hidden',
          })}
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Filters
        </button>
        {/* Mounted only while open (useDialogOpener says why). */}
        {panelOpen && (
          <Dialog open onOpenChange={setPanelOpen}>
            <DialogContent placement="right" {...filtersDialog.content}>
              <DialogHeader
                title="Filters"
                closeLabel="Close filters"
                description={`Narrow the ${category} products.`}
                className="px-5 pt-5 pb-4"
              />
              <div className="flex-1 overflow-y-auto px-5 pb-5">
                <FilterPanel category={category} controls={controls} />
              </div>
              {/* Every choice applies at once (the grid behind follows the address); the count says what the
                shopper will see before they close the sheet. */}
              <div className="border-t border-slate-200 p-4">
                <DialogClose aria-busy={products.isFetching} className={buttonClasses({ size: 'block-lg' })}>
                  {list ? `Show ${list.total} ${list.total === 1 ? 'product' : 'products'}` : 'Show products'}
                </DialogClose>
              </div>
            </DialogContent>
          </Dialog>
        )}
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[240px_1fr]">
        {/* Headings for screen readers between the page's title and the filters' and cards' own (h3). */}
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="sr-only">
            Filters
          </h2>
          <FilterPanel category={category} controls={controls} />
        </aside>
        <section aria-labelledby="products-heading" aria-busy={products.isFetching}>
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          {products.isError ? (
            <ErrorState
              message={errorMessage(products.error, MESSAGES.failedToFetchProducts)}
              onRetry={() => products.refetch()}
            />
          ) : list && list.total === 0 ? (
            <p className="rounded-xl bg-slate-50 p-10 text-center text-slate-600">
              {MESSAGES.noProductsFound}
            </p>
          ) : (
            <ProductGrid
              products={list?.products}
              placeholders={PRODUCTS_PAGE_SIZE}
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
              card={(product, index) => (
                <ProductCard
                  product={product}
                  priority={index < 4}
                  sizes="(min-width: 1280px) 22vw, (min-width: 640px) 30vw, 50vw"
                />
              )}
            />
          )}
          {list && <Pagination page={list.page} pages={list.pages} onChange={controls.setPage} />}
        </section>
      </div>
    </div>
  );
}
