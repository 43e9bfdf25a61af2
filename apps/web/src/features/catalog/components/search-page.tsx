// The search results page (docs/product.md#search-results): the products matching the address's words, ranked by
// relevance unless another order is chosen, with the category page's filters plus a category facet. Rendered on the
// server like the category page (docs/decisions/024-server-rendering.md); kept out of search engines' indexes.
import type { ListFacets } from '@shop/shared/catalog.schemas';
import { CATEGORIES, type Category } from '@shop/shared/categories';
import { SEARCH_DEFAULT_SORT, type SearchFilters, searchFilters } from '@shop/shared/category-address';
import { searchPageDescription, searchPageTitle } from '@shop/shared/search-meta';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { categoryPath } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { type ProductsQuery, productsQueryOptions, useProducts } from '../api/get-products.ts';
import {
  activeFilterCount,
  type ListControls,
  listQuery,
  useSearchFilters,
} from '../hooks/use-catalog-filters.ts';
import { FilterPanel, GroupList } from './filter-panel.tsx';
import { ProductListing } from './product-listing.tsx';
import { SEARCH_SORTS } from './sort-choices.tsx';

function searchListQuery(filters: SearchFilters): ProductsQuery {
  return { q: filters.query, category: filters.category, ...listQuery(filters, SEARCH_DEFAULT_SORT) };
}

/** The server renders the results with their data; an address without words asks for nothing. */
export const prefetch: Prefetch = async ({ queryClient, url }) => {
  const filters = searchFilters(url.searchParams);
  if (filters.query) await queryClient.prefetchQuery(productsQueryOptions(searchListQuery(filters)));
};

function SearchFilterPanel({
  controls,
  filters,
  facets,
}: {
  controls: ListControls;
  filters: SearchFilters;
  facets: ListFacets | undefined;
}) {
  const categories = facets?.categories.filter(({ value, count }) => count > 0 || value === filters.category);
  const activeSub = filters.subCategory?.toLowerCase();
  const brands =
    facets?.brands.filter(({ value, count }) => count > 0 || filters.brands.includes(value)) ?? [];
  // A brand ticked in the address that the answer does not count still shows, so it can be unticked.
  for (const brand of filters.brands) {
    if (!brands.some(({ value }) => value === brand)) brands.push({ value: brand, count: 0 });
  }
  return (
    <FilterPanel
      controls={controls}
      facets={facets}
      groups={
        <>
          <GroupList<Category>
            label="Categories"
            heading="Category"
            all="All categories"
            options={categories ?? []}
            isChosen={(category) => category === filters.category}
            onChoose={(category) => controls.setCategory(category)}
          />
          {filters.category && facets && facets.subCategories.length > 0 && (
            <GroupList
              label="Subcategories"
              heading="Subcategory"
              all={`All ${filters.category}`}
              options={facets.subCategories}
              isChosen={(sub) => sub?.toLowerCase() === activeSub}
              onChoose={controls.setSubCategory}
            />
          )}
        </>
      }
      brands={brands}
    />
  );
}

/** Nothing matched: the words stay on screen, with ways on (fewer filters, a category, home). */
function NoResults({ filters, controls }: { filters: SearchFilters; controls: ListControls }) {
  const filtered = activeFilterCount(filters) > 0;
  return (
    <div className="rounded-xl bg-slate-50 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">
        {filters.query ? `No results for “${filters.query}”` : 'What are you looking for?'}
      </h2>
      <p className="mt-2 text-slate-600">
        {!filters.query
          ? 'Type a product, brand or category in the search box.'
          : filtered
            ? 'Nothing matches these words with the filters chosen.'
            : 'Check the spelling, or try fewer or more general words.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered && (
          <Button variant="primary" size="sm" onClick={controls.clearAll}>
            Clear filters
          </Button>
        )}
        <Link to="/" className={buttonClasses({ variant: filtered ? 'secondary' : 'primary', size: 'sm' })}>
          Back to Home
        </Link>
      </div>
      <nav aria-label="Browse categories" className="mt-8">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-500">
          Or browse a category
        </h3>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={categoryPath(category)}
                className="block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function SearchPage() {
  const controls = useSearchFilters();
  const { filters } = controls;
  const products = useProducts(searchListQuery(filters), filters.query !== '');
  const facets: ListFacets | undefined = products.data?.facets;
  const title = searchPageTitle(filters.query);

  if (!filters.query) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <PageTitle title={title} description={searchPageDescription('', shopConfig.name)} />
        <h1 className="text-3xl font-extrabold tracking-tight">Search</h1>
        <div className="mt-6">
          <NoResults filters={filters} controls={controls} />
        </div>
      </div>
    );
  }
  return (
    <>
      <PageTitle title={title} description={searchPageDescription(filters.query, shopConfig.name)} />
      <ProductListing
        heading={
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Results for <span className="text-brand-800">“{filters.query}”</span>
          </h1>
        }
        products={products}
        controls={controls}
        sorts={SEARCH_SORTS}
        filtersDescription={`Narrow the results for ${filters.query}.`}
        filterPanel={() => <SearchFilterPanel controls={controls} filters={filters} facets={facets} />}
        empty={<NoResults filters={filters} controls={controls} />}
      />
    </>
  );
}
