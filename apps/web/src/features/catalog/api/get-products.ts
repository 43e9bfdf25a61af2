// GET /api/products with the category page's filters → one page of cards (docs/product.md#catalogue-listing).
import type { ProductList } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface ProductsQuery {
  category: string;
  subCategory?: string | undefined;
  brands: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  page: number;
}

export function productsSearchParams(query: ProductsQuery): URLSearchParams {
  const params = new URLSearchParams({ category: query.category, page: String(query.page) });
  if (query.subCategory) params.set('subCategory', query.subCategory);
  for (const brand of query.brands) params.append('brand', brand);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  return params;
}

export function getProducts(query: ProductsQuery, signal?: AbortSignal): Promise<ProductList> {
  return apiFetch(`/api/products?${productsSearchParams(query)}`, {
    signal,
    fallbackMessage: MESSAGES.failedToFetchProducts,
  });
}

export function productsQueryOptions(query: ProductsQuery) {
  return queryOptions({ queryKey: ['products', query], queryFn: ({ signal }) => getProducts(query, signal) });
}

export function useProducts(query: ProductsQuery) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}
