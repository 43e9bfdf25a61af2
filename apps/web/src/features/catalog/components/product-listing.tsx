// The body of a list page (the category page and the search page): a summary, the orders and the filters, the
// active filters as chips, a grid of 12 and pagination (docs/product.md#catalogue-listing). Wide screens show the
// filters beside the grid and the orders above it; phones (below `lg`) get Sort and Filters buttons, each opening a
// sheet from the bottom. Skeletons while loading.
import type { ProductList } from '@shop/shared/catalog.schemas';
import type { SortOrder } from '@shop/shared/list-options';
import { MESSAGES } from '@shop/shared/messages';
import { PRODUCTS_PAGE_SIZE, pageRange } from '@shop/shared/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowUpDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, useDialogOpener } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { activeFilterCount, type ListControls } from '../hooks/use-catalog-filters.ts';
import { ActiveFilters } from './active-filters.tsx';
import { Pagination } from './pagination.tsx';
import { SORT_LABELS, SortBar, SortList } from './sort-choices.tsx';

const toolbarButton =
  'inline-flex h-12 items-center justify-center gap-2 text-sm font-semibold text-slate-800 hover:text-brand-700';

export function ProductListing({
  heading,
  products,
  controls,
  sorts,
  filterPanel,
  filtersDescription,
  empty,
}: {
  /** The page's h1 (and anything beside it). */
  heading: ReactNode;
  products: UseQueryResult<ProductList>;
  controls: ListControls;
  /** The orders offered, the page's default first. */
  sorts: readonly SortOrder[];
  /** The filters, drawn in the sidebar and again in the phone's sheet. */
  filterPanel: () => ReactNode;
  /** What the filter sheet is for, for screen readers. */
  filtersDescription: string;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
}) {
  const { filters } = controls;
  const [sortOpen, setSortOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortSheet = useDialogOpener(sortOpen, setSortOpen);
  const filterSheet = useDialogOpener(filtersOpen, setFiltersOpen);
  const list = products.data;
  const range = list ? pageRange(list.page, PRODUCTS_PAGE_SIZE, list.total) : undefined;
  const active = activeFilterCount(filters);
  // A page past the last is answered with the last page (docs/product.md#catalogue-listing), on the server's render
  // as in the browser; the address then takes that page's number, in place, so Previous and a shared link agree
  // with what is shown. Not while an earlier page's answer stands in for the one asked for.
  const answered = products.isPlaceholderData ? undefined : list?.page;
  const { setPage } = controls;
  useEffect(() => {
    if (answered !== undefined && answered !== filters.page) setPage(answered, { replace: true });
  }, [answered, filters.page, setPage]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      {heading}
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {list && range
          ? list.total === 0
            ? MESSAGES.noProductsFound
            : `Showing ${range.from}-${range.to} of ${list.total} products`
          : ' '}
      </p>
      {/* Phones: Sort and Filters, kept in reach under the header while the shopper scrolls. */}
      <div className="sticky top-16 z-30 -mx-4 mt-4 grid grid-cols-2 divide-x divide-slate-200 border-y border-slate-200 bg-white md:static md:mx-0 md:rounded-lg md:border lg:hidden">
        <button {...sortSheet.opener} className={toolbarButton}>
          <ArrowUpDown aria-hidden="true" className="h-4 w-4" /> Sort
        </button>
        <button {...filterSheet.opener} className={toolbarButton}>
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Filters
          {active > 0 && (
            <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 text-white">
              {active}
            </span>
          )}
        </button>
      </div>
      <BottomSheet
        open={sortOpen}
        onOpenChange={setSortOpen}
        title="Sort by"
        closeLabel="Close sort"
        description={`Choose the order of the products; now ${SORT_LABELS[filters.sort]}.`}
        content={sortSheet.content}
      >
        <SortList
          choices={sorts}
          value={filters.sort}
          onChange={(sort) => {
            controls.setSort(sort);
            setSortOpen(false);
          }}
        />
      </BottomSheet>
      <BottomSheet
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        title="Filters"
        closeLabel="Close filters"
        description={filtersDescription}
        content={filterSheet.content}
        footer={
          // Every choice applies at once (the grid behind follows the address); the count says what the shopper
          // will see before they close the sheet.
          <DialogClose aria-busy={products.isFetching} className={buttonClasses({ size: 'block-lg' })}>
            {list ? `Show ${list.total} ${list.total === 1 ? 'product' : 'products'}` : 'Show products'}
          </DialogClose>
        }
      >
        {filterPanel()}
      </BottomSheet>
      <div className="mt-4 grid gap-8 lg:mt-6 lg:grid-cols-[240px_1fr]">
        {/* Headings for screen readers between the page's title and the filters' and cards' own (h3). */}
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="sr-only">
            Filters
          </h2>
          {filterPanel()}
        </aside>
        <section aria-labelledby="products-heading" aria-busy={products.isFetching} className="min-w-0">
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          <div className="mb-4 hidden lg:block">
            <SortBar choices={sorts} value={filters.sort} onChange={controls.setSort} />
          </div>
          <div className="mb-4 empty:hidden">
            <ActiveFilters filters={filters} controls={controls} />
          </div>
          {products.isError ? (
            <ErrorState
              message={errorMessage(products.error, MESSAGES.failedToFetchProducts)}
              onRetry={() => products.refetch()}
            />
          ) : list && list.total === 0 ? (
            empty
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
