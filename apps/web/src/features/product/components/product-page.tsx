// Product detail (docs/product.md#catalogue-product): breadcrumb, gallery, purchase panel, tabs, related products,
// recently viewed (in the browser only, this product left out).
// 'Product not found' for a missing product, 'Error fetching product' for other failures.

import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useParams } from 'react-router';
import { BelowTheFold } from '../../../components/below-the-fold.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { HomeButton } from '../../../components/home-button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RecentlyViewedRow } from '../../../components/recently-viewed-row.tsx';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { RecentlyViewed } from '../../../entities/recently-viewed/recently-viewed.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { priceDetailsQueryOptions } from '../api/get-price-details.ts';
import { productQueryOptions, useProduct } from '../api/get-product.ts';
import { relatedProductsQueryOptions } from '../api/get-related-products.ts';
import { useVariantChoice } from '../hooks/use-variant-choice.ts';
import { initialSelection } from '../utils/variant-choice.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { ProductTabs } from './product-tabs.tsx';
import { RelatedProducts } from './related-products.tsx';

/**
 * The server renders the product with its price for the options it opens with (the default, or the first
 * combination in stock: docs/decisions/037-variants.md) and the related products
 * (docs/decisions/024-server-rendering.md); a missing product is left to the browser's "Product not found".
 */
export const prefetch: Prefetch = async ({ queryClient, params }) => {
  const id = params.productId ?? '';
  const [product] = await Promise.all([
    queryClient.fetchQuery(productQueryOptions(id)).catch(() => undefined),
    queryClient.prefetchQuery(relatedProductsQueryOptions(id)),
  ]);
  if (product) {
    await queryClient.prefetchQuery(
      priceDetailsQueryOptions(id, initialSelection(product.filters, product.variants)),
    );
  }
};

/** The gallery and the purchase panel, which share the shopper's choice of options (a colour's own pictures). */
function ProductChoice({ product }: { product: ProductDetail }) {
  const choice = useVariantChoice(product);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
      {/* Other pictures start again at the first. */}
      <ProductGallery key={choice.pictures.join(' ')} images={choice.pictures} name={product.name} />
      <ProductPurchase product={product} choice={choice} />
    </div>
  );
}

export function ProductPage() {
  const id = useParams().productId ?? '';
  const product = useProduct(id);

  if (product.isPending) {
    // The same boxes as the loaded page (breadcrumb line, then the gallery grid), at least a screen tall: nothing
    // moves when the product arrives, and the footer stays below the fold (no layout shift).
    return (
      <div className="mx-auto min-h-screen max-w-7xl px-4 py-6" aria-busy="true">
        <p className="sr-only" role="status">
          Loading product
        </p>
        <Skeleton className="h-5 w-2/3 rounded" />
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <Skeleton className="aspect-square rounded-2xl" />
          <div className="space-y-4">
            <Skeleton className="h-8 w-3/4 rounded" />
            <Skeleton className="h-6 w-1/3 rounded" />
            <Skeleton className="h-12 w-1/2 rounded" />
          </div>
        </div>
      </div>
    );
  }
  if (product.isError) {
    const missing =
      product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle title={missing ? MESSAGES.productNotFound : MESSAGES.errorFetchingProduct} />
        {missing ? (
          <>
            <h1 className="text-3xl font-bold">{MESSAGES.productNotFound}</h1>
            <HomeButton />
          </>
        ) : (
          <>
            <h1 className="sr-only">{MESSAGES.errorFetchingProduct}</h1>
            <ErrorState
              message={errorMessage(product.error, MESSAGES.errorFetchingProduct)}
              onRetry={() => product.refetch()}
            />
          </>
        )}
      </div>
    );
  }

  const data = product.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <PageTitle title={data.name} description={data.description} />
      <Breadcrumb product={data} />
      {/* A new product starts with its own first choice of options, its first picture and quantity 1. */}
      <ProductChoice key={data._id} product={data} />
      <BelowTheFold>
        <ProductTabs product={data} />
        <SectionBoundary>
          <RelatedProducts productId={data._id} />
        </SectionBoundary>
        <SectionBoundary>
          <RecentlyViewed current={data._id}>
            {(products) => <RecentlyViewedRow products={products} className="mt-12" />}
          </RecentlyViewed>
        </SectionBoundary>
      </BelowTheFold>
    </div>
  );
}
