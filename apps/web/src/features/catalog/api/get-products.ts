// GET /api/products with a list page's words, filters and order → one page of cards and the counts of every filter
// value (docs/product.md#catalogue-listing, docs/product.md#search-results).
import type { ProductList } from '@shop/shared/catalog.schemas';
import type { SortOrder } from '@shop/shared/list-options';
import { MESSAGES } from '@shop/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** What a list asks for; an undefined field is not sent (the API's default). */
export interface ProductsQuery {
  q?: string | undefined;
  category?: string | undefined;
  subCategory?: string | undefined;
  brands: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  minDiscount?: number | undefined;
  inStock?: boolean | undefined;
  sort?: SortOrder | undefined;
  page: number;
}

export function productsSearchParams(query: ProductsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  params.set('page', String(query.page));
  if (query.subCategory) params.set('subCategory', query.subCategory);
  for (const brand of query.brands) params.append('brand', brand);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.minRating !== undefined) params.set('minRating', String(query.minRating));
  if (query.minDiscount !== undefined) params.set('minDiscount', String(query.minDiscount));
  if (query.inStock) params.set('inStock', 'true');
  if (query.sort) params.set('sort', query.sort);
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

/** `enabled` false asks for nothing (a search page without words). */
export function useProducts(query: ProductsQuery, enabled = true) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
