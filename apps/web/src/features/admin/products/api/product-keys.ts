// Query keys of the admin's products: every list and product sits under one prefix, so a change refreshes all.
import type { AdminProductListQuery } from '@shop/shared/admin.schemas';

export const adminProductsKey = ['admin', 'products'] as const;

export type ProductListFilters = Partial<AdminProductListQuery>;

export const productListKey = (filters: ProductListFilters) =>
  [...adminProductsKey, 'list', filters] as const;
export const productKey = (id: string) => [...adminProductsKey, 'one', id] as const;
