// The product picker's search: GET /api/admin/products for a few live products by name, brand or id.
import { useQuery } from '@tanstack/react-query';
import { listProducts } from '../../products/api/list-products.ts';

export const pickProductsKey = (query: string) => ['admin', 'pick', query] as const;

/** Searches from two characters on. */
export function usePickProducts(query: string) {
  return useQuery({
    queryKey: pickProductsKey(query),
    enabled: query.length >= 2,
    queryFn: ({ signal }) => listProducts({ q: query, status: 'live', limit: 8 }, signal),
  });
}
