// Query keys of the admin's orders and return requests. The lists sit under one prefix, so a status change
// refreshes every page of them; one order sits under its own.
export const adminOrdersKey = ['admin', 'orders'] as const;

/** The order list as the page filters it: a status ('' for all), the search words and the page. */
export interface OrderListFilters {
  status: string;
  search: string;
  page: number;
}

export const orderListKey = ({ status, search, page }: OrderListFilters) =>
  [...adminOrdersKey, status, search, page] as const;
export const adminOrderKey = (id: string) => ['admin', 'order', id] as const;

/** 'true' for the open requests, 'false' for the handled ones, '' for all. */
export type ReturnsView = 'true' | 'false' | '';

export const returnListKey = (open: ReturnsView, page: number) => ['admin', 'returns', open, page] as const;
