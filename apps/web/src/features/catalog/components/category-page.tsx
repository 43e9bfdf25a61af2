// Category listing (docs/product.md#catalogue-listing): the category comes from the path (unknown → Fashion),
// filters and order from the address; a summary, the orders, a grid of 12 and pagination. Skeletons while loading.
import type { ListFacets } from '@shop/shared/catalog.schemas';
import { type Category, categoryFromPath } from '@shop/shared/categories';
import { CATEGORY_DEFAULT_SORT } from '@shop/shared/category-address';
import { MESSAGES } from '@shop/shared/messages';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { filtersQueryOptions, useFilters } from '../api/get-filters.ts';
import { type ProductsQuery, productsQueryOptions, useProducts } from '../api/get-products.ts';
import {
  type CatalogFilters,
  filtersFromParams,
  type ListControls,
  listQuery,
  useCategoryFilters,
} from '../hooks/use-catalog-filters.ts';
import { type FacetOption, FilterPanel, GroupList } from './filter-panel.tsx';
import { ProductListing } from './product-listing.tsx';
import { CATEGORY_SORTS } from './sort-choices.tsx';

export function CategoryPage() {
  const category = categoryFromPath(useParams().category);
  // A new category starts from a clean address, so keying on it resets every filter (docs/product.md#catalogue-listing).
  return <CategoryListing key={category} category={category} />;
}

function categoryListQuery(category: Category, filters: CatalogFilters): ProductsQuery {
  return { category, ...listQuery(filters, CATEGORY_DEFAULT_SORT) };
}

/** The server renders the listing and its filters with their data (docs/decisions/024-server-rendering.md). */
export const prefetch: Prefetch = async ({ queryClient, params, url }) => {
  const category = categoryFromPath(params.category);
  const filters = filtersFromParams(url.searchParams);
  await Promise.all([
    queryClient.prefetchQuery(productsQueryOptions(categoryListQuery(category, filters))),
    queryClient.prefetchQuery(filtersQueryOptions(category)),
  ]);
};

/** Each of `names` with its count among `counted` (0 when absent), or no count while the counts are unknown. */
function withCounts(
  names: readonly string[],
  counted: readonly { value: string; count: number }[] | undefined,
): FacetOption<string>[] {
  const counts = counted && new Map(counted.map(({ value, count }) => [value.toLowerCase(), count]));
  return names.map((value) => ({ value, count: counts && (counts.get(value.toLowerCase()) ?? 0) }));
}

function CategoryFilterPanel({
  category,
  controls,
  facets,
}: {
  category: Category;
  controls: ListControls;
  facets: ListFacets | undefined;
}) {
  const data = useFilters(category);
  const subCategories = data.data?.subCategories.map((s) => s.subCategory) ?? [];
  const brands = data.data?.brands.map((b) => b.brand) ?? [];
  const activeSub = controls.filters.subCategory?.toLowerCase();
  return (
    <FilterPanel
      controls={controls}
      facets={facets}
      alert={
        data.isError && (
          <ErrorState
            message={errorMessage(data.error, MESSAGES.failedToFetchFilters)}
            onRetry={() => data.refetch()}
          />
        )
      }
      groups={
        <GroupList
          label="Subcategories"
          heading="Category"
          all={`All ${category}`}
          options={withCounts(subCategories, facets?.subCategories)}
          isChosen={(sub) => sub?.toLowerCase() === activeSub}
          onChoose={controls.setSubCategory}
        />
      }
      brands={withCounts(brands, facets?.brands)}
    />
  );
}

function CategoryListing({ category }: { category: Category }) {
  const controls = useCategoryFilters();
  const products = useProducts(categoryListQuery(category, controls.filters));
  // Until every server answers with counts (issue 43), a list without them shows none.
  const facets: ListFacets | undefined = products.data?.facets;

  return (
    <>
      <PageTitle
        title={category}
        description={`Shop ${category} products online at the best prices in India. Fast delivery and easy returns.`}
      />
      <ProductListing
        heading={<h1 className="text-3xl font-extrabold tracking-tight">{category}</h1>}
        products={products}
        controls={controls}
        sorts={CATEGORY_SORTS}
        filtersDescription={`Narrow the ${category} products.`}
        filterPanel={() => <CategoryFilterPanel category={category} controls={controls} facets={facets} />}
        empty={
          <p className="rounded-xl bg-slate-50 p-10 text-center text-slate-600">{MESSAGES.noProductsFound}</p>
        }
      />
    </>
  );
}
